import { useEffect, useRef } from 'react';

/**
 * For a page of a list that 'load more' brought: once its items are in (`hasItems`), the focus moves to
 * the element given the returned ref (its first item), so keyboard and screen-reader users go on reading
 * there. With `takeFocus` false (the first page), nothing moves.
 */
export function useFocusOnArrival<Element extends HTMLElement>(takeFocus: boolean, hasItems: boolean) {
  const ref = useRef<Element>(null);
  useEffect(() => {
    if (takeFocus && hasItems) ref.current?.focus();
  }, [takeFocus, hasItems]);
  return ref;
}
