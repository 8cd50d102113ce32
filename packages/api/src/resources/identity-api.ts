import { sendSmsCodeEndpoint } from '../contract/user/send-sms-code';
import { updateNameEndpoint } from '../contract/user/update-name';
import { verifyIdentityEndpoint } from '../contract/user/verify-identity';
import { verifyListEndpoint } from '../contract/user/verify-list';
import { baseApi } from '../client/base-api';
import { endpointMutation, endpointQuery } from '../client/endpoint-definitions';

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
    verifyList: endpointQuery(build, verifyListEndpoint, { providesTags: [IDENTITY] }),
    sendRealNameCode: endpointMutation(build, sendSmsCodeEndpoint),
    // Every Identity entry: the state, and the promotion QR a verified name unlocks (wechat-api).
    updateName: endpointMutation(build, updateNameEndpoint, { invalidatesTags: ['Identity'] }),
    verifyIdentity: endpointMutation(build, verifyIdentityEndpoint, { invalidatesTags: ['Identity'] }),
  }),
});

export const { useVerifyListQuery, useSendRealNameCodeMutation, useUpdateNameMutation, useVerifyIdentityMutation } = identityApi;
