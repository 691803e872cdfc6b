import type { getProfileDetailsAction } from '@portal/contract/accounts';
import type { ActionOutput } from '@portal/contract/action';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callAction, unwrap } from '../../../lib/api.ts';
import { useSignedIn } from '../../../lib/session.ts';

type ProfileOutput = ActionOutput<typeof getProfileDetailsAction>;

/** Every query of the signed-in user starts with this key, so sign-in and sign-out can drop them together. */
export const accountQueryKey = ['accounts'] as const;
export const profileQueryKey = [...accountQueryKey, 'profile'] as const;

/** The signed-in user; an expired token answers login_required and the request layer sends the browser to /login. */
export async function getProfile(signal?: AbortSignal): Promise<ProfileOutput['data']> {
  return unwrap(await callAction('getProfileDetails', {}, { auth: true, signal })).data;
}

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: profileQueryKey,
    queryFn: ({ signal }) => getProfile(signal),
  });

/** Asks only while signed in: after sign-out the query must not go out again without a token. */
export function useProfile() {
  const signedIn = useSignedIn();
  return useQuery({ ...profileQueryOptions(), enabled: signedIn });
}
