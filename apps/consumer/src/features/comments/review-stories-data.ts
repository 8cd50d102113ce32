import { storeCommentsEndpoint } from '@luggage/api/contract';
import { buildShopReview, buildShopReviewPage, mockEndpoint } from '@luggage/api/mocks';

/** 10:00 on Monday 23 November 2026 in Shanghai: the stories' now. */
export const STORY_NOW = Date.parse('2026-11-23T02:00:00Z');

/** A shop's reviews for the stories: 12 of them, newest first, two with the shop's reply, `pageSize` a page. */
export const storyReviewPages = mockEndpoint(storeCommentsEndpoint, (params) => {
  const page = Number(params.page);
  const pageSize = Number(params.pageSize);
  const all = [
    buildShopReview({
      id: '12',
      reviewer: '王',
      content: '店员很热情，行李放得很整齐。',
      createdAt: '2026-11-23T01:40:00Z',
      reply: { content: '感谢您的好评，欢迎下次再来！', createdAt: '2026-11-23T01:55:00Z' },
    }),
    buildShopReview({ id: '11', score: 3, content: 'Hard to find at first: it is behind the bakery.', reviewer: '139****1234', createdAt: '2026-11-22T20:00:00Z', reply: { content: 'Sorry! We have put up a sign at the entrance.', createdAt: '2026-11-22T23:00:00Z' } }),
    buildShopReview({ id: '10', score: 4, content: '', reviewer: '186****0001', createdAt: '2026-11-20T02:00:00Z' }),
    ...Array.from({ length: 9 }, (_, index) =>
      buildShopReview({ id: String(9 - index), score: 5, content: `Review ${9 - index}`, reviewer: '137****0000', createdAt: '2026-11-01T02:00:00Z' }),
    ),
  ];
  return { content: buildShopReviewPage({ reviews: all.slice((page - 1) * pageSize, page * pageSize), page, score: 4.6, count: all.length }) };
});
