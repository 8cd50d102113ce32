import { hasNextPage, PAGE_SIZE } from '@luggage/domain/paging';
import type { z } from 'zod';
import type { BusinessStatistic } from '../contract/business/business-statistic';
import type { BusinessSummary } from '../contract/business/business-summary';
import type { OwedRefund } from '../contract/business/owed-refunds';
import type { Endpoint } from '../contract/endpoint';
import type { WireEndpoint } from '../wire/wire-endpoint';
import { baseApi } from '../client/base-api';
import { endpointCall } from '../client/endpoint-call';
import { businessConsumeListWire, businessOrderListWire, businessStatisticWire, businessSummaryWire, owedRefundsWire } from '../wire/wire-endpoints';

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

/** An endpoint of one of the shop's paged lists: parameters the shop and the page, content a page of `Content`. */
type ShopListEndpoint<Content> = Endpoint<z.ZodType<unknown, { storeId: number | string; page?: number | string; pageSize?: number | string }>, z.ZodType<Content>>;

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
 * daily statistic and the owner's refunds still owed plain queries.
 */
export const businessReportApi = baseApi.injectEndpoints({
  endpoints: (build) => {
    /** A list of the shop's rows, page after page (`rowsOf` a page); the report tags refetch every page. */
    const shopRowPages = <Content>(endpoint: WireEndpoint<ShopListEndpoint<Content>>, rowsOf: (page: Content) => readonly unknown[]) =>
      build.infiniteQuery<Content, BusinessReportArg, number>({
        infiniteQueryOptions: {
          initialPageParam: 1,
          getNextPageParam: (lastPage, _pages, lastPageParam) => nextPage(rowsOf(lastPage), lastPageParam),
        },
        query: ({ queryArg, pageParam }) => endpointCall(endpoint, { ...queryArg, page: pageParam, pageSize: PAGE_SIZE }),
        providesTags: (_result, _error, arg) => reportTags(arg),
      });
    return {
      businessOrderList: shopRowPages(businessOrderListWire, (page) => page.orders),
      businessConsumeList: shopRowPages(businessConsumeListWire, (page) => page.consumes),
      businessSummary: build.query<BusinessSummary, BusinessReportArg>({
        query: (input) => endpointCall(businessSummaryWire, input),
        providesTags: (_result, _error, arg) => reportTags(arg),
      }),
      businessStatistic: build.query<BusinessStatistic, BusinessStatisticArg>({
        query: (input) => endpointCall(businessStatisticWire, input),
        providesTags: (_result, _error, arg) => reportTags(arg),
      }),
      owedRefunds: build.query<{ refunds: OwedRefund[] }, BusinessReportArg>({
        query: (input) => endpointCall(owedRefundsWire, input),
        providesTags: (_result, _error, arg) => reportTags(arg),
      }),
    };
  },
});

export const {
  useBusinessOrderListInfiniteQuery,
  useBusinessConsumeListInfiniteQuery,
  useBusinessSummaryQuery,
  useBusinessStatisticQuery,
  useOwedRefundsQuery,
} = businessReportApi;
