import { baseApi } from '../client/base-api';
import { endpointMutation, endpointQuery } from '../client/endpoint-definitions';
import { invoiceInfoWire, requestInvoiceWire } from '../wire/wire-endpoints';

/**
 * The electronic invoice of one of the traveller's orders (#/bill/{id}): its state, or whether one can be
 * asked for; asking for it answers the same info, which is written into the loaded one (no refetch).
 */
export const invoiceApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    invoiceInfo: endpointQuery(build, invoiceInfoWire, {
      providesTags: (_result, _error, { orderId }) => [{ type: 'Invoice', id: orderId }],
    }),
    requestInvoice: endpointMutation(build, requestInvoiceWire, {
      async onQueryStarted({ orderId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(invoiceApi.util.upsertQueryData('invoiceInfo', { orderId }, data));
      },
    }),
  }),
});

export const { useInvoiceInfoQuery, useRequestInvoiceMutation } = invoiceApi;
