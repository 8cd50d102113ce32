/** Items per page of the order and consumption lists (`pageSize=10` on the list calls). */
export const PAGE_SIZE = 10;
