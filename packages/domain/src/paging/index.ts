export { hasNextPage } from './has-next-page';
export { PAGE_SIZE } from './page-size';
