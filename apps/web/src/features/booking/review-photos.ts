import type { maxReviewPhotoBytes as contractMaxBytes, maxReviewPhotos as contractMaxPhotos } from '@portal/contract/reviews';

/** The contract's limits (decision 066), written here because a value import of the contract would bring zod into the page. */
export const maxReviewPhotos: typeof contractMaxPhotos = 3;
export const maxReviewPhotoBytes: typeof contractMaxBytes = 10 * 1024 * 1024;

/** What the browser may declare for a photo; the server judges the content again. */
const photoTypes = ['image/jpeg', 'image/png', 'image/webp'];

export type PhotoProblem = 'too_many' | 'not_image' | 'too_large';

/**
 * The photos picked so far with `added` appended, as many as fit of the ones that are images under the size
 * limit, and the first problem met (a file left out says why), so the picker keeps what it can.
 */
export function addReviewPhotos<F extends Pick<File, 'type' | 'size'>>(
  current: readonly F[],
  added: readonly F[],
): { photos: F[]; problem: PhotoProblem | null } {
  const photos = [...current];
  let problem: PhotoProblem | null = null;
  for (const file of added) {
    const fileProblem: PhotoProblem | null = !photoTypes.includes(file.type)
      ? 'not_image'
      : file.size > maxReviewPhotoBytes
        ? 'too_large'
        : photos.length >= maxReviewPhotos
          ? 'too_many'
          : null;
    if (fileProblem) problem ??= fileProblem;
    else photos.push(file);
  }
  return { photos, problem };
}

/** The problem a server refusal names for the photos field (`photos` or `photos.<n>`), from its code. */
export function photoProblemOf(code: string | undefined, fields: Record<string, string>): PhotoProblem | null {
  if (!Object.keys(fields).some((field) => field === 'photos' || field.startsWith('photos.'))) return null;
  if (code === 'too_many_files') return 'too_many';
  if (code === 'file_too_large' || code === 'image_too_large') return 'too_large';
  return 'not_image';
}
