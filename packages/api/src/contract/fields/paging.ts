import { PAGE_SIZE } from '@luggage/domain/paging';
import { queryInt } from './query-number';

/**
 * The page parameters of the order and consumption lists (spec §9): `page` from 1, `pageSize` up to
 * {@link PAGE_SIZE} (10, its default); a next page exists only after a full one.
 */
export const pagingFields = { page: queryInt(1, 10_000).default(1), pageSize: queryInt(1, PAGE_SIZE).default(PAGE_SIZE) };
