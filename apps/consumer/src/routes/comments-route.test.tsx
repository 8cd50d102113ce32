import { storeCommentsEndpoint } from '@luggage/api/contract';
import { buildShopReview, buildShopReviewPage, mockEndpoint, type MockAnswer } from '@luggage/api/mocks';
import type { Language } from '@luggage/app-shell/i18n';
import { requestLog, setUpMsw } from '@luggage/app-shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderTravellerRoute } from '../app/test/render-traveller-route';

// 10:00 on Monday 23 November 2026 in Shanghai.
const NOW = new Date('2026-11-23T02:00:00Z');

const requests = requestLog<Record<string, unknown>>();
const server = setUpMsw();

/** Shop 12's reviews: `sizes[n - 1]` on page n, each an hour older than the one before, the first one replied to. */
const answerPages = (...sizes: number[]) =>
  mockEndpoint(storeCommentsEndpoint, (params): MockAnswer<typeof storeCommentsEndpoint> => {
    requests.push(params);
    const page = Number(params.page);
    const before = sizes.slice(0, page - 1).reduce((sum, size) => sum + size, 0);
    const reviews = Array.from({ length: sizes[page - 1] ?? 0 }, (_, index) => {
      const number = before + index;
      return buildShopReview({
        id: String(500 - number),
        score: (number % 5) + 1,
        content: `review number ${number + 1}`,
        reviewer: `13${number}****8000`.slice(0, 11),
        createdAt: new Date(NOW.getTime() - number * 3_600_000).toISOString(),
        reply: number === 0 ? { content: 'Thank you, come again!', createdAt: NOW.toISOString() } : null,
      });
    });
    return { content: buildShopReviewPage({ reviews, page, score: 4.7, count: sizes.reduce((sum, size) => sum + size, 0) }) };
  });

const openComments = (path: string, language: Language = 'en') => renderTravellerRoute(path, { now: NOW, language, isGuest: true });

describe('#/comments', () => {
  it("lists a shop's reviews to a guest, 10 at a time, with the shop's reply under a review", async () => {
    server.use(answerPages(10, 2));
    await openComments('/comments?storeId=12');

    expect(await screen.findByRole('heading', { level: 1, name: 'reviews' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'reviews of this shop' });
    expect(screen.getByText('score 4.7 out of 5')).toBeInTheDocument();
    expect(screen.getByText('12 reviews')).toBeInTheDocument();
    const first = within(list).getAllByRole('article')[0]!;
    expect(first).toHaveAccessibleName('review by 130****8000');
    expect(within(first).getByRole('img', { name: '1 star out of 5' })).toBeInTheDocument();
    expect(within(first).getByText('review number 1')).toBeInTheDocument();
    expect(within(within(first).getByRole('region', { name: 'reply from the shop' })).getByText('Thank you, come again!')).toBeInTheDocument();
    expect(within(list).getAllByRole('article')[3]).toHaveTextContent('3 hours ago');
    expect(within(list).getAllByRole('article')).toHaveLength(10);

    await userEvent.click(screen.getByRole('button', { name: 'load more' }));
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(12));
    expect(within(list).getAllByRole('article')[10]).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'load more' })).not.toBeInTheDocument();
    expect(screen.getByText('12 reviews shown')).toHaveAttribute('role', 'status');
    expect(requests.map((params) => [params.storeId, params.page, params.pageSize])).toEqual([
      ['12', '1', '10'],
      ['12', '2', '10'],
    ]);
  });

  it('says when the shop has no reviews yet, in Chinese', async () => {
    server.use(answerPages(0));
    await openComments('/comments?storeId=12', 'zh-CN');
    expect(await screen.findByText('暂无评价')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '用户评价' })).toBeInTheDocument();
    expect(screen.getByText('0 条评价')).toBeInTheDocument();
  });

  it('offers a retry when loading fails', async () => {
    server.use(mockEndpoint(storeCommentsEndpoint, { httpStatus: 500 }));
    await openComments('/comments?storeId=12');
    expect(await screen.findByText('request error')).toBeInTheDocument();
    server.use(answerPages(1));
    await userEvent.click(screen.getByRole('button', { name: 'retry' }));
    expect(await screen.findByText('review number 1')).toBeInTheDocument();
  });

  it('says the merchant does not exist for an unknown shop, with a way home', async () => {
    server.use(mockEndpoint(storeCommentsEndpoint, { errorMsg: 'the merchant does not exist or has been taken off the shelves' }));
    await openComments('/comments?storeId=999');
    expect(await screen.findByText('the merchant does not exist or has been taken off the shelves')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'back to the map' })).toHaveAttribute('href', '/');
  });

  it.each(['/comments', '/comments?storeId=abc', '/comments?storeId=0'])('%s names no shop, without asking the server', async (path) => {
    server.use(answerPages(1));
    await openComments(path);
    expect(await screen.findByText('the merchant does not exist or has been taken off the shelves')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });
});
