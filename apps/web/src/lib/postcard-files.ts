import { postcardFilePath, type PostcardFile } from '@portal/contract/postcards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessageOf } from './api.ts';
import { authorizedFileQueryOptions, saveBlob } from './authorized-files.ts';
import { showToast } from './toasts.ts';

/**
 * A card's files as the buyer's order page and the operators' print queue both offer them (decision 033): served
 * only with the owner's or an operator's token, so fetched through authorized-files.ts.
 */

/** The name a downloaded file is saved under: "postcard-<order>.pdf", "postcard-<order>-front.png" … */
export function postcardDownloadName(orderNumber: string, file: PostcardFile): string {
  const order = orderNumber.replace(/[^A-Za-z0-9-]/g, '') || 'card';
  const [face, extension] = file.split('.') as [string, string];
  return face === 'card' ? `postcard-${order}.${extension}` : `postcard-${order}-${face}.${extension}`;
}

export type PostcardDownload = { orderNumber: string; file: PostcardFile };

/** Fetches one of a card's files with the token (a face already shown comes from the cache) and saves it; a failure is toasted. */
export function useDownloadPostcardFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ orderNumber, file }: PostcardDownload) => {
      const blob = await queryClient.fetchQuery(authorizedFileQueryOptions(postcardFilePath(orderNumber, file)));
      saveBlob(blob, postcardDownloadName(orderNumber, file));
    },
    onError: (error) => showToast('error', errorMessageOf(error)),
  });
}
