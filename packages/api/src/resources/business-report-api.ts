import { hasNextPage, PAGE_SIZE } from '@luggage/domain/paging';
import { businessConsumeListEndpoint, type BusinessConsumeListResponse } from '../contract/business/business-consume-list';
import { businessOrderListEndpoint, type BusinessOrderListResponse } from '../contract/business/business-order-list';
import { businessStatisticEndpoint, type BusinessStatistic } from '../contract/business/business-statistic';
import { businessSummaryEndpoint, type BusinessSummary } from '../contract/business/business-summary';
import { baseApi } from '../client/base-api';
import { endpointCall } from '../client/endpoint-call';

/** The shop a list or summary is about. */
export interface BusinessReportArg {
  storeId: number;
}

/** The daily statistic of one month: `month` as yyyyMM (Asia/Shanghai); omitted, the current month. */
export interface BusinessStatisticArg extends BusinessReportArg {
  month?: string;
}

/** Cache tags of a shop's reports: refetched after a check-in, check-out, walk-in or answered application. */
const reportTags = ({ storeId }: BusinessReportArg) => [
  { type: 'BusinessReport' as const, id: storeId },
  { type: 'BusinessOrder' as const, id: 'LIST' },
];

/**
 * The page after `lastPageParam` while the last page came back full ({@link PAGE_SIZE} rows,
 * spec §5 and §9); none after a short or empty page.
 */
const nextPage = (lastPageRows: readonly unknown[], lastPageParam: number) =>
  hasNextPage(lastPageRows.length, PAGE_SIZE) ? lastPageParam + 1 : undefined;

/**
 * The shop's lists and figures (#/bussiness/orders, #/bussiness/stats): the luggage and consumption order
 * lists are infinite queries (one cache entry per shop holding every page loaded, so the screen can group
 * rows by settleDate across pages; an invalidation refetches all of them), the monthly summary and the
 * daily statistic plain queries.
 */
export const businessReportApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    businessOrderList: build.infiniteQuery<BusinessOrderListResponse, BusinessReportArg, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage, _pages, lastPageParam) => nextPage(lastPage.orders, lastPageParam),
      },
      query: ({ queryArg, pageParam }) =>
        endpointCall(businessOrderListEndpoint, { ...queryArg, page: pageParam, pageSize: PAGE_SIZE }),
      providesTags: (_result, _error, arg) => reportTags(arg),
    }),
    businessConsumeList: build.infiniteQuery<BusinessConsumeListResponse, BusinessReportArg, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage, _pages, lastPageParam) => nextPage(lastPage.consumes, lastPageParam),
      },
      query: ({ queryArg, pageParam }) =>
        endpointCall(businessConsumeListEndpoint, { ...queryArg, page: pageParam, pageSize: PAGE_SIZE }),
      providesTags: (_result, _error, arg) => reportTags(arg),
    }),
    businessSummary: build.query<BusinessSummary, BusinessReportArg>({
      query: (input) => endpointCall(businessSummaryEndpoint, input),
      providesTags: (_result, _error, arg) => reportTags(arg),
    }),
    businessStatistic: build.query<BusinessStatistic, BusinessStatisticArg>({
      query: (input) => endpointCall(businessStatisticEndpoint, input),
      providesTags: (_result, _error, arg) => reportTags(arg),
    }),
  }),
});

export const {
  useBusinessOrderListInfiniteQuery,
  useBusinessConsumeListInfiniteQuery,
  useBusinessSummaryQuery,
  useBusinessStatisticQuery,
} = businessReportApi;
