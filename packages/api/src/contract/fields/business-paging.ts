import { queryInt } from './query-number';

/** Rows per page of the business lists (spec §9). */
export const BUSINESS_PAGE_SIZE = 10;

/** The page parameters of the business lists: `page` from 1, `pageSize` up to {@link BUSINESS_PAGE_SIZE} (its default). */
export const businessPagingFields = { page: queryInt(1, 10_000).default(1), pageSize: queryInt(1, BUSINESS_PAGE_SIZE).default(BUSINESS_PAGE_SIZE) };
