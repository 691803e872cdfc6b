import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callAction, unwrap, type ActionFields, type ActionName } from '../../../../lib/api.ts';
import { useSignedIn } from '../../../../lib/session.ts';

/** Under the per-user 'accounts' key, so signing out drops them. */
const slidesKey = ['accounts', 'console', 'slides'] as const;
const homeSettingsKey = ['accounts', 'console', 'home-settings'] as const;

/**
 * A console action as the admin; the pages show failures at their fields, so the request layer stays
 * quiet. Exported for the content page's calls (api/content.ts).
 */
export async function adminCall<N extends ActionName>(action: N, fields: ActionFields<N>, signal?: AbortSignal) {
  return unwrap(await callAction(action, fields, { auth: true, quiet: true, signal }));
}

export const consoleSlidesQueryOptions = () =>
  queryOptions({
    queryKey: slidesKey,
    queryFn: async ({ signal }) => (await adminCall('consoleSliders', {}, signal)).data,
    retry: false,
  });

export function useConsoleSlides() {
  return useQuery({ ...consoleSlidesQueryOptions(), enabled: useSignedIn() });
}

/** A mutation of the slides; the list is read again whatever happened, since another admin may have changed it. */
function useSlidesMutation<Input, Output>(run: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSettled: () => queryClient.invalidateQueries({ queryKey: slidesKey }) });
}

/** Creates a slide (no id) or changes one. */
export const useSaveSlide = () =>
  useSlidesMutation(async (input: ActionFields<'saveSlider'>) => (await adminCall('saveSlider', input)).data);

export const useMoveSlide = () =>
  useSlidesMutation(async (input: { id: number; direction: 'up' | 'down' }) => (await adminCall('moveSlider', input)).data);

export const useDeleteSlide = () => useSlidesMutation(async (id: number) => adminCall('deleteSlider', { id }));

export const consoleHomeSettingsQueryOptions = () =>
  queryOptions({
    queryKey: homeSettingsKey,
    queryFn: ({ signal }) => adminCall('consoleHomeSettings', {}, signal),
    retry: false,
  });

/** The home settings as visitors get them, and the tags the sections may show. */
export function useConsoleHomeSettings() {
  return useQuery({ ...consoleHomeSettingsQueryOptions(), enabled: useSignedIn() });
}

export function useSaveHomeSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ActionFields<'saveHomeSettings'>) => (await adminCall('saveHomeSettings', input)).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: homeSettingsKey }),
  });
}
