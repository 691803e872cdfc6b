import type { ConsoleOptionList } from '@portal/contract/console-package-extras';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callAction, unwrap, type ActionFields } from '../../../../lib/api.ts';
import { useSignedIn } from '../../../../lib/session.ts';
import { forgetConsolePackage } from './packages.ts';
import { addOnActions, type AddOnKind } from '../extras-drafts.ts';

/** Under the per-user 'accounts' key, so signing out drops it. */
const packageExtrasKey = (packageId: number) => ['accounts', 'console', 'package-extras', packageId] as const;

/** After any change: this tab's answer is read again, and the Details tab's set-up check will count afresh. */
function afterChange(queryClient: QueryClient, packageId: number) {
  forgetConsolePackage(queryClient, packageId);
  return queryClient.invalidateQueries({ queryKey: packageExtrasKey(packageId) });
}

/** One package's sub-packages, meals, transports and option list, with its name and step flags. */
export const packageExtrasQueryOptions = (packageId: number) =>
  queryOptions({
    queryKey: packageExtrasKey(packageId),
    queryFn: async ({ signal }) =>
      unwrap(await callAction('consolePackageExtras', { package_id: packageId }, { auth: true, signal, quiet: true })).data,
    retry: false,
  });

export function usePackageExtras(packageId: number) {
  const signedIn = useSignedIn();
  return useQuery({ ...packageExtrasQueryOptions(packageId), enabled: signedIn && packageId > 0 });
}

/**
 * Adds or changes one add-on (sub-package, meal or transport). The form shows failures at its fields, so the
 * request layer stays quiet; the extras are read again whatever happened, since another admin may have changed them.
 */
export function useSaveAddOn<K extends AddOnKind>(kind: K, packageId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ActionFields<(typeof addOnActions)[K]['save']>) => {
      const action: (typeof addOnActions)[K]['save'] = addOnActions[kind].save;
      return unwrap(await callAction(action, input, { auth: true, quiet: true })).data;
    },
    onSettled: () => afterChange(queryClient, packageId),
  });
}

/** Deletes an add-on no booking names; the dialog explains `in_use` itself. */
export function useDeleteAddOn(kind: AddOnKind, packageId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => unwrap(await callAction(addOnActions[kind].remove, { id }, { auth: true, quiet: true })),
    onSettled: () => afterChange(queryClient, packageId),
  });
}

/** Sets the package's option list, or switches it off. */
export function useSaveOptionList(packageId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ActionFields<'savePackageOptionList'>): Promise<ConsoleOptionList> =>
      unwrap(
        await callAction('savePackageOptionList', input, {
          auth: true,
          quiet: true,
        }),
      ).data,
    onSettled: () => afterChange(queryClient, packageId),
  });
}
