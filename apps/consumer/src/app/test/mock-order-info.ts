import { orderInfoEndpoint, type OrderDetail } from '@luggage/api/contract';
import { recordedEndpoint } from '@luggage/app-shell/testing';

/**
 * The order/info handler of a route test: the order `current()` returns (read at each request, so a test
 * server can change it), and 'order not found' for any other id. Each query received is pushed to
 * `received`, when given, so a test can count the loads.
 */
export function mockOrderInfo(current: () => OrderDetail, received: Record<string, unknown>[] = []) {
  return recordedEndpoint(orderInfoEndpoint, received, (params) => {
    const order = current();
    return params.orderId === order.id ? { content: order } : { errorMsg: 'order not found' };
  });
}
