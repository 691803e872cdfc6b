import type { ActionInput } from '@portal/contract/action';
import type { contactAction } from '@portal/contract/discovery';
import { useMutation } from '@tanstack/react-query';
import { callAction, unwrap } from '../../../lib/api.ts';

export type ContactInput = ActionInput<typeof contactAction>;

/** Sends a visitor's message to the team; the form shows failures itself. */
export async function sendContactMessage(input: ContactInput): Promise<void> {
  unwrap(await callAction('contactUs', input, { quiet: true }));
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
