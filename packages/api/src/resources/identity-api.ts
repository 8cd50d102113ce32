import { baseApi } from '../client/base-api';
import { endpointMutation, endpointQuery } from '../client/endpoint-definitions';
import { sendSmsCodeWire, updateNameWire, verifyIdentityWire, verifyListWire } from '../wire/wire-endpoints';

/** Every page of the verification list, which carries the real-name state. */
const IDENTITY = { type: 'Identity' as const, id: 'verifications' };

/**
 * The traveller's real name and its verification (issue 16, #/verify): the state with the attempts by page
 * (verifylist), the SMS code that confirms a name (send_sms_code with area 'realname', to the traveller's
 * own phone), the name (updatename) and the verification with the ID number (verify). Both writes refetch
 * the state, a refused verify too: a mismatch is recorded as an attempt.
 */
export const identityApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    verifyList: endpointQuery(build, verifyListWire, { providesTags: [IDENTITY] }),
    sendRealNameCode: endpointMutation(build, sendSmsCodeWire),
    // Every Identity entry: the state, and the promotion QR a verified name unlocks (wechat-api).
    updateName: endpointMutation(build, updateNameWire, { invalidatesTags: ['Identity'] }),
    verifyIdentity: endpointMutation(build, verifyIdentityWire, { invalidatesTags: ['Identity'] }),
  }),
});

export const { useVerifyListQuery, useSendRealNameCodeMutation, useUpdateNameMutation, useVerifyIdentityMutation } = identityApi;
