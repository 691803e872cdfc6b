import type { verifyLoginOtpAction } from '@portal/contract/accounts';
import type { ActionInput, ActionOutput } from '@portal/contract/action';
import { instantOfDubaiTimestamp } from '@portal/domain/dates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callAction, unwrap } from '../../../lib/api.ts';
import { storeSession } from '../../../lib/session.ts';
import { accountQueryKey, profileQueryKey } from './get-profile.ts';

export type VerifyOtpInput = ActionInput<typeof verifyLoginOtpAction>;
export type SignedIn = ActionOutput<typeof verifyLoginOtpAction>;

/** Checks the code: registration creates the account, sign-in opens a session; both answer a token. */
export async function verifyOtp(input: VerifyOtpInput): Promise<SignedIn> {
  return unwrap(await callAction('verifyLoginOTP', input, { quiet: true }));
}

/** On success the session is kept (cookie `jwt`, localStorage `loggedIn`) and the header switches to My Account. */
export function useVerifyOtp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyOtp,
    onSuccess: ({ token, expires_at, user }) => {
      queryClient.removeQueries({ queryKey: accountQueryKey });
      queryClient.setQueryData(profileQueryKey, user);
      // expires_at is Asia/Dubai wall time (the answers' one timestamp form), not an instant
      storeSession(token, instantOfDubaiTimestamp(expires_at).toISOString());
    },
  });
}
