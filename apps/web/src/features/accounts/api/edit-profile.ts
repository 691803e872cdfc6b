import type { editProfileAction } from '@portal/contract/accounts';
import type { ActionInput, ActionOutput } from '@portal/contract/action';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callAction, unwrap } from '../../../lib/api.ts';
import { profileQueryKey } from './get-profile.ts';

export type EditProfileInput = ActionInput<typeof editProfileAction>;
type EditProfileOutput = ActionOutput<typeof editProfileAction>;

/** Changes name and mobile; the e-mail stays as registered. The form shows failures. */
export async function editProfile(input: EditProfileInput): Promise<EditProfileOutput['data']> {
  return unwrap(await callAction('editProfile', input, { auth: true, quiet: true })).data;
}

export function useEditProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editProfile,
    onSuccess: (user) => queryClient.setQueryData(profileQueryKey, user),
  });
}
