import type { sendOtpAction } from '@portal/contract/accounts';
import type { ActionInput, ActionOutput } from '@portal/contract/action';
import { useMutation } from '@tanstack/react-query';
import { callAction, unwrap } from '../../../lib/api.ts';

export type SendOtpInput = ActionInput<typeof sendOtpAction>;
export type CodeSent = ActionOutput<typeof sendOtpAction>;

/** Asks for a one-time code: by e-mail for registration, to the mobile or e-mail for sign-in. The form shows failures. */
export async function sendOtp(input: SendOtpInput): Promise<CodeSent> {
  return unwrap(await callAction('sendOtp', input, { quiet: true }));
}

export function useSendOtp() {
  return useMutation({ mutationFn: sendOtp });
}
