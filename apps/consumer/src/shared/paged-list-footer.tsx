import { apiErrorText } from '@luggage/app-shell/i18n';
import { hasNextPage, PAGE_SIZE } from '@luggage/domain/paging';
import { Button } from '@luggage/ui/button';
import { ErrorState } from '@luggage/ui/states';
import type { TFunction } from 'i18next';
import './paged-list-footer.css';

/** The query of the last page a list asked for, as its footer reads it. */
export interface LastPageQuery {
  /** How many items it holds; undefined while it loads or after it failed (its `currentData`, not `data`). */
  itemCount: number | undefined;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** Props of {@link PagedListFooter}. */
export interface PagedListFooterProps {
  /** How many pages of 10 the list asked for. */
  pageCount: number;
  lastPage: LastPageQuery;
  onLoadMore: () => void;
  /** `t` of the list's namespace, which has `shown` ('N orders shown', with `count`), `loadingMore` and `loadMore`. */
  t: TFunction;
}

/**
 * The end of a list loaded 10 at a time (spec §5, §9): the count shown (for screen readers), then the last page's
 * error with a retry, a disabled 'loading…' while it loads, or 'load more' while the last page loaded was full.
 */
export function PagedListFooter({ pageCount, lastPage, onLoadMore, t }: PagedListFooterProps) {
  const { itemCount } = lastPage;
  if (lastPage.isError && itemCount === undefined) return <ErrorState message={apiErrorText(lastPage.error, t)} onRetry={() => void lastPage.refetch()} />;
  if (itemCount === undefined) {
    return (
      <Button variant="secondary" className="paged-list__more" disabled aria-busy="true">
        {t('loadingMore')}
      </Button>
    );
  }
  return (
    <>
      <p className="lg-visually-hidden" role="status">
        {t('shown', { count: (pageCount - 1) * PAGE_SIZE + itemCount })}
      </p>
      {hasNextPage(itemCount, PAGE_SIZE) && (
        <Button variant="secondary" className="paged-list__more" onClick={onLoadMore}>
          {t('loadMore')}
        </Button>
      )}
    </>
  );
}
