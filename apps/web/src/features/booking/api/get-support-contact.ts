import type { ActionOutput } from '@portal/contract/action';
import type { supportContactAction } from '@portal/contract/site-content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callAction, unwrap } from '../../../lib/api.ts';

type SupportContactOutput = ActionOutput<typeof supportContactAction>;

/** The operator's support contact (decision 063); null until an operator sets it. Quiet: the ticket shows without it. */
export async function getSupportContact(signal?: AbortSignal): Promise<SupportContactOutput['data']> {
  return unwrap(await callAction('supportContact', {}, { method: 'GET', signal, quiet: true })).data;
}

export const supportContactQueryOptions = () =>
  queryOptions({
    queryKey: ['support-contact'],
    queryFn: ({ signal }) => getSupportContact(signal),
    staleTime: 5 * 60_000,
  });

export function useSupportContact() {
  return useQuery(supportContactQueryOptions());
}
