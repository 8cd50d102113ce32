import {
  businessConsumeListEndpoint,
  businessOrderListEndpoint,
  businessStatisticEndpoint,
  businessSummaryEndpoint,
  type BusinessOrderRow,
  type BusinessStatistic,
  type BusinessSummary,
  type ConsumeOrderRow,
} from '@luggage/api/contract';
import { buildBusinessOrder, mockEndpoint } from '@luggage/api/mocks';

/**
 * Test and story data of the reports feature, all answered through MSW from the contract. Each builder
 * returns new objects. Dates fit `now`.
 */
export const reportMocks = {
  /** 10:00 on Monday 23 November 2026 in Shanghai. */
  now: Date.parse('2026-11-23T02:00:00Z'),

  /** `count` luggage orders settled on `settleDate`, ids counting down from `firstId`, travellers and voucher codes ('CODE0903') named by id. */
  orderRows(firstId: number, count: number, settleDate: string, overrides: Partial<BusinessOrderRow> = {}): BusinessOrderRow[] {
    return Array.from({ length: count }, (_, index) => {
      const id = firstId - index;
      return { ...buildBusinessOrder({ id: String(id), traveller: `138****${id}`, voucherCode: `CODE${String(id).padStart(4, '0')}` }), settleDate, ...overrides };
    });
  },

  /** `count` consumption orders (1 extra day, ¥15.00 each) settled on `settleDate`, ids counting down from `firstId`. */
  consumeRows(firstId: number, count: number, settleDate: string): ConsumeOrderRow[] {
    return Array.from({ length: count }, (_, index) => {
      const id = firstId - index;
      return { id: String(id), orderId: String(id + 1000), settleDate, days: 1, amount: 1500, traveller: `139****${id}`, createdAt: `${settleDate}T10:00:00+08:00` };
    });
  },

  /** The luggage order list answering `pages[n - 1]` for page n (an empty page after them). */
  orderPages(pages: BusinessOrderRow[][]) {
    return mockEndpoint(businessOrderListEndpoint, (params) => {
      const page = Number(params.page);
      return { content: { orders: pages[page - 1] ?? [], page } };
    });
  },

  /** The consumption list answering `pages[n - 1]` for page n. */
  consumePages(pages: ConsumeOrderRow[][]) {
    return mockEndpoint(businessConsumeListEndpoint, (params) => {
      const page = Number(params.page);
      return { content: { consumes: pages[page - 1] ?? [], page } };
    });
  },

  /**
   * Twelve months December 2025 … November 2026; month n (1-based, oldest first) has `luggage[n - 1]` luggage
   * orders of ¥60.00 and `consume[n - 1]` consumption orders of ¥15.00 (zero where left out).
   */
  summary(luggage: readonly number[], consume: readonly number[] = []): BusinessSummary {
    return {
      months: Array.from({ length: 12 }, (_, index) => {
        const luggageOrder = luggage[index] ?? 0;
        const consumeOrder = consume[index] ?? 0;
        const month = index === 0 ? '2025-12' : `2026-${String(index).padStart(2, '0')}`;
        return { month, luggageOrder, luggageAmount: luggageOrder * 6000, consumeOrder, consumeAmount: consumeOrder * 1500 };
      }),
    };
  },

  /** The summary endpoint answering `summary`. */
  summaryAnswer(summary: BusinessSummary) {
    return mockEndpoint(businessSummaryEndpoint, { content: summary });
  },

  /**
   * The statistic endpoint: every day of the month asked (yyyyMM), day d with d % 3 luggage orders of ¥60.00,
   * one check-in on even days, one check-out on days divisible by 5, and one consumption order (¥15.00) on day 1.
   */
  statisticAnswer() {
    return mockEndpoint(businessStatisticEndpoint, (params) => {
      const asked = String(params.month ?? '202611');
      if (!/^\d{4}(0[1-9]|1[0-2])$/.test(asked)) return { errorMsg: `month must be yyyyMM, not ${asked}` };
      const month = `${asked.slice(0, 4)}-${asked.slice(4)}`;
      const dayCount = new Date(Date.UTC(Number(asked.slice(0, 4)), Number(asked.slice(4)), 0)).getUTCDate();
      const days: BusinessStatistic['days'] = Array.from({ length: dayCount }, (_, index) => {
        const day = index + 1;
        return {
          date: `${month}-${String(day).padStart(2, '0')}`,
          luggageOrder: day % 3,
          luggageAmount: (day % 3) * 6000,
          consumeOrder: day === 1 ? 1 : 0,
          consumeAmount: day === 1 ? 1500 : 0,
          checkIns: day % 2 === 0 ? 1 : 0,
          checkOuts: day % 5 === 0 ? 1 : 0,
        };
      });
      return { content: { month, days } };
    });
  },
};
