export { hasNextPage } from './has-next-page';
export { emptyPagedList, nextPageState, type PagedList } from './next-page-state';
export { PAGE_SIZE } from './page-size';
