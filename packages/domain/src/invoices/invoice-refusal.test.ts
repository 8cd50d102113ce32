import { describe, expect, it } from 'vitest';
import { ORDER_STORE_STATUS } from '../orders/order-store-status';
import { invoiceRefusal } from './invoice-refusal';
import { invoiceTax } from './invoice-tax';

describe('invoiceRefusal', () => {
  it.each([
    ['handed back and paid', 'paid', ORDER_STORE_STATUS.completed, 1600, null],
    ['in store', 'paid', ORDER_STORE_STATUS.stored, 1600, { reason: 'notCompleted' }],
    ['booked', 'paid', ORDER_STORE_STATUS.booked, 1600, { reason: 'notCompleted' }],
    ['unpaid', 'unpaid', ORDER_STORE_STATUS.booked, 0, { reason: 'notCompleted' }],
    ['refunded', 'refunded', ORDER_STORE_STATUS.booked, 0, { reason: 'notCompleted' }],
    ['handed back, everything refunded', 'paid', ORDER_STORE_STATUS.completed, 0, { reason: 'nothingPaid' }],
  ] as const)('%s', (_name, status, storeStatus, paid, refusal) => {
    expect(invoiceRefusal({ status, storeStatus }, paid)).toEqual(refusal);
  });
});

describe('invoiceTax', () => {
  it.each([
    [10600, 6, { net: 10000, tax: 600 }],
    [1600, 6, { net: 1509, tax: 91 }],
    [1, 6, { net: 1, tax: 0 }],
    [0, 6, { net: 0, tax: 0 }],
    [1300, 0, { net: 1300, tax: 0 }],
  ])('%i fen at %i %%', (amount, percent, split) => {
    expect(invoiceTax(amount, percent)).toEqual(split);
    expect(split.net + split.tax).toBe(amount);
  });

  it('refuses a fractional or negative amount', () => {
    expect(() => invoiceTax(1.5)).toThrow(RangeError);
    expect(() => invoiceTax(-1)).toThrow(RangeError);
  });
});
