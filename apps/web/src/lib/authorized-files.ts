import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { parseEnvelope, type ActionFailure } from './api-envelope.ts';
import { ActionError } from './api.ts';
import { currentLanguage } from './i18n.ts';
import { htmlLangOf } from './language.ts';
import { readToken, useSignedIn } from './session.ts';

/**
 * Files only their owner and operators may fetch (a postcard's faces and print files): the server wants the
 * bearer token, which an <img src> or a plain link cannot send, so they are fetched here into a Blob and
 * shown through an object URL or saved through a download link.
 */

/** The file at `path` (same origin) with the stored token; a refusal is thrown as ActionError with the server's envelope. */
export async function fetchAuthorizedBlob(path: string, signal?: AbortSignal): Promise<Blob> {
  const token = readToken();
  const headers: Record<string, string> = { 'accept-language': htmlLangOf(currentLanguage()) };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(path, { headers, credentials: 'same-origin', signal });
  if (response.ok) return response.blob();
  // parseEnvelope reads any answer outside 2xx as a failure, with the server's code when it sent one
  throw new ActionError(parseEnvelope<object>(response.status, await response.text()) as ActionFailure);
}

/**
 * One file's Blob, kept while something shows it. Under the per-user 'accounts' key, so signing out drops
 * it with the rest of the user's data. A card's files never change once made, so they are never refetched.
 */
export const authorizedFileQueryOptions = (path: string) =>
  queryOptions({
    queryKey: ['accounts', 'files', path] as const,
    queryFn: ({ signal }) => fetchAuthorizedBlob(path, signal),
    staleTime: Infinity,
    retry: false,
  });

/** A ref for an <img> that shows `blob` through an object URL, revoked when the blob changes or the image goes. */
export function useBlobImage(blob: Blob | undefined) {
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const image = ref.current;
    if (!blob || !image) return;
    const url = URL.createObjectURL(blob);
    image.src = url;
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  return ref;
}

/** The file at `path`; `enabled: false` waits (e.g. until its image is near the screen). */
export function useAuthorizedFile(path: string, { enabled = true }: { enabled?: boolean } = {}) {
  const signedIn = useSignedIn();
  return useQuery({ ...authorizedFileQueryOptions(path), enabled: enabled && signedIn });
}

/** Hands a Blob to the browser as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // the download has taken the Blob by the time the click returns; the next task frees it
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
