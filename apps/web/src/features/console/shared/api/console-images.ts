import { consoleImageField, type ImageUseFilter } from '@portal/contract/console';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callAction, unwrap } from '../../../../lib/api.ts';
import { useSignedIn } from '../../../../lib/session.ts';

/** Under the per-user 'accounts' key, so signing out drops it. */
const consoleImagesKey = ['accounts', 'console', 'images'] as const;

/** How many pictures one page of the picker shows: three rows of four on a tablet, six of two on a phone. */
export const imagesPerPage = 12;

/**
 * One page of the media library, uploaded pictures newest first, each with the records using it; `q` matches the
 * file name or path and `use` keeps the used or unused ones (server-side).
 */
export const consoleImagesQueryOptions = (q: string, page: number, use: ImageUseFilter = 'all') =>
  queryOptions({
    queryKey: [...consoleImagesKey, q, page, use] as const,
    queryFn: async ({ signal }) =>
      unwrap(
        await callAction(
          'consoleImages',
          { q: q || undefined, use, page, per_page: imagesPerPage },
          { auth: true, signal, quiet: true },
        ),
      ),
    retry: false,
  });

/** The picker's page of pictures; the previous page stays on screen while the next one loads. */
export function useConsoleImages(q: string, page: number, use: ImageUseFilter = 'all') {
  const signedIn = useSignedIn();
  return useQuery({ ...consoleImagesQueryOptions(q, page, use), enabled: signedIn, placeholderData: keepPreviousData });
}

/** Sends one picture as multipart in `image`; the dialog shows a refusal itself, so the request layer stays quiet. */
export function useUploadConsoleImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) =>
      unwrap(await callAction('uploadConsoleImage', {}, { auth: true, quiet: true, files: { [consoleImageField]: [file] } }))
        .data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consoleImagesKey }),
  });
}
