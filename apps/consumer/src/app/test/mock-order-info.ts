import { orderInfoEndpoint, type OrderDetail } from '@luggage/api/contract';
import { mockEndpoint } from '@luggage/api/mocks';

/**
 * The order/info handler of a route test: the order `current()` returns (read at each request, so a test
 * server can change it), and 'order not found' for any other id.
 */
export function mockOrderInfo(current: () => OrderDetail) {
  return mockEndpoint(orderInfoEndpoint, (params) => {
    const order = current();
    return params.orderId === order.id ? { content: order } : { errorMsg: 'order not found' };
  });
}
