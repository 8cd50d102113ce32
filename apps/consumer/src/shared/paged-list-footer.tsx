import { hasNextPage, PAGE_SIZE } from '@luggage/domain/paging';
import { Button } from '@luggage/ui/button';
import { ErrorState } from '@luggage/ui/states';
import './paged-list-footer.css';

/** Props of {@link PagedListFooter}. */
export interface PagedListFooterProps {
  /** How many items the last page asked for holds; undefined while it loads or after it failed. */
  lastPageCount: number | undefined;
  /** The last page's failure: why, as the traveller reads it, and how to ask again; null when it did not fail. */
  lastPageFailure: { message: string | undefined; retry: () => void } | null;
  onLoadMore: () => void;
  /** 'N orders shown', said to screen readers once the last page is in. */
  shownText: string;
  loadingMoreText: string;
  loadMoreText: string;
}

/**
 * The end of a list loaded 10 at a time (spec §5, §9): the count shown (for screen readers), then the last page's
 * error with a retry, a disabled 'loading…' while it loads, or 'load more' while the last page loaded was full.
 */
export function PagedListFooter({ lastPageCount, lastPageFailure, onLoadMore, shownText, loadingMoreText, loadMoreText }: PagedListFooterProps) {
  if (lastPageFailure !== null && lastPageCount === undefined) return <ErrorState message={lastPageFailure.message} onRetry={lastPageFailure.retry} />;
  if (lastPageCount === undefined) {
    return (
      <Button variant="secondary" className="paged-list__more" disabled aria-busy="true">
        {loadingMoreText}
      </Button>
    );
  }
  return (
    <>
      <p className="lg-visually-hidden" role="status">
        {shownText}
      </p>
      {hasNextPage(lastPageCount, PAGE_SIZE) && (
        <Button variant="secondary" className="paged-list__more" onClick={onLoadMore}>
          {loadMoreText}
        </Button>
      )}
    </>
  );
}
