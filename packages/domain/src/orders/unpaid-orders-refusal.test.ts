import { describe, expect, it } from 'vitest';
import { DEFAULT_UNPAID_ORDER_CAPS, unpaidOrdersRefusal } from './unpaid-orders-refusal';

describe('unpaidOrdersRefusal', () => {
  it.each([
    [{ traveller: 0, device: 0 }, null],
    [{ traveller: 2, device: 2 }, null],
    [{ traveller: 3, device: 0 }, { reason: 'travellerUnpaidCap', cap: 3 }],
    [{ traveller: 1, device: 3 }, { reason: 'deviceUnpaidCap', cap: 3 }],
    [{ traveller: 4, device: 5 }, { reason: 'travellerUnpaidCap', cap: 3 }],
  ])('%o → %o', (unpaid, expected) => {
    expect(unpaidOrdersRefusal(unpaid, DEFAULT_UNPAID_ORDER_CAPS)).toEqual(expected);
  });

  it('follows the caps it is given', () => {
    expect(unpaidOrdersRefusal({ traveller: 5, device: 5 }, { perTraveller: 10, perDevice: 6 })).toBeNull();
    expect(unpaidOrdersRefusal({ traveller: 5, device: 6 }, { perTraveller: 10, perDevice: 6 })).toEqual({ reason: 'deviceUnpaidCap', cap: 6 });
  });
});
