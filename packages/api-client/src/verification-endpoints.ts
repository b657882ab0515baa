import { api } from './api';

export interface VerificationRequestBody {
  userId: string;
  email: string;
}

const verificationApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /sending-request: a farmer asks to be verified; 409 while a request is waiting. */
    sendVerificationRequest: build.mutation<{ message: string }, VerificationRequestBody>({
      query: (body) => ({ url: '/sending-request', method: 'POST', body }),
      invalidatesTags: ['Profile'],
    }),
  }),
});

export const { useSendVerificationRequestMutation } = verificationApi;
