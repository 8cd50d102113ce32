import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cityListEndpoint } from '../contract/city/city-list';
import { checkoutEndpoint } from '../contract/order/checkout';
import { buildCity } from './factories';
import { buildCheckout } from './order-factories';
import { mockEndpoint } from './mock-endpoint';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const cityList = () => fetch(`${location.origin}${cityListEndpoint.path}?v=web`);

describe('mockEndpoint', () => {
  it('answers content the response schema accepts in the success envelope', async () => {
    server.use(mockEndpoint(cityListEndpoint, { content: [buildCity()] }));
    expect(await (await cityList()).json()).toEqual({ status: 1, content: [buildCity()] });
  });

  it('throws at once for fixed content the response schema refuses, naming the endpoint and the field', () => {
    expect(() => mockEndpoint(cityListEndpoint, { content: [buildCity({ firstLetter: 'Sh' })] })).toThrow(/cityList \(GET \/api\/user\/city\/list\/\)[\s\S]*at \[0\]\.firstLetter/);
  });

  it('throws for computed content the response schema refuses when the request comes: MSW logs it and no success reaches the app', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      server.use(mockEndpoint(cityListEndpoint, () => ({ content: [buildCity({ hot: 1.5 })] })));
      const response = await cityList();
      expect(response.status).toBe(500);
      expect(JSON.stringify(await response.json())).toMatch(/cityList \(GET \/api\/user\/city\/list\/\)[\s\S]*at \[0\]\.hot/);
      expect(consoleError).toHaveBeenCalledWith(expect.objectContaining({ message: expect.stringMatching(/^cityList \(GET/) }));
    } finally {
      consoleError.mockRestore();
    }
  });

  it('sends content as the server does: days given as code has them go on the wire as yyyymmdd', async () => {
    server.use(mockEndpoint(checkoutEndpoint, { content: buildCheckout({ startDate: '2026-11-23', endDate: '2026-11-24' }) }));
    const response = await fetch(`${location.origin}${checkoutEndpoint.path}`, { method: 'POST', body: '{}' });
    expect(await response.json()).toMatchObject({ status: 1, content: { startDate: '20261123', endDate: '20261124' } });
  });

  it('throws for a day given in its wire form: content is what code has', () => {
    expect(() => mockEndpoint(checkoutEndpoint, { content: buildCheckout({ startDate: '20261123' }) })).toThrow(/checkout \(POST [^)]*\)[\s\S]*at startDate/);
  });

  it('passes error answers through unchecked', async () => {
    server.use(mockEndpoint(cityListEndpoint, { errorMsg: 'no cities' }));
    expect(await (await cityList()).json()).toEqual({ status: 0, errorMsg: 'no cities' });
    server.use(mockEndpoint(cityListEndpoint, { errorMsg: 'this coupon has expired' }));
    expect(await (await cityList()).json()).toEqual({ status: 0, errorMsg: 'this coupon has expired', errorCode: 'couponExpired' });
  });
});
