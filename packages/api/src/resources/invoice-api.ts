import { invoiceInfoEndpoint } from '../contract/user/invoice-info';
import { requestInvoiceEndpoint } from '../contract/user/request-invoice';
import { baseApi } from '../client/base-api';
import { endpointMutation, endpointQuery } from '../client/endpoint-definitions';

/**
 * The electronic invoice of one of the traveller's orders (#/bill/{id}): its state, or whether one can be
 * asked for; asking for it answers the same info, which is written into the loaded one (no refetch).
 */
export const invoiceApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    invoiceInfo: endpointQuery(build, invoiceInfoEndpoint, {
      providesTags: (_result, _error, { orderId }) => [{ type: 'Invoice', id: orderId }],
    }),
    requestInvoice: endpointMutation(build, requestInvoiceEndpoint, {
      async onQueryStarted({ orderId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(invoiceApi.util.upsertQueryData('invoiceInfo', { orderId }, data));
      },
    }),
  }),
});

export const { useInvoiceInfoQuery, useRequestInvoiceMutation } = invoiceApi;
