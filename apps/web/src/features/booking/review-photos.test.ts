import { describe, expect, it } from 'vitest';
import { addReviewPhotos, maxReviewPhotoBytes, photoProblemOf } from './review-photos.ts';

const jpeg = (size = 1000) => ({ type: 'image/jpeg', size });

describe('addReviewPhotos', () => {
  it('takes JPEG, PNG and WebP photos up to three', () => {
    const { photos, problem } = addReviewPhotos([], [jpeg(), { type: 'image/png', size: 5 }, { type: 'image/webp', size: 5 }]);
    expect(photos).toHaveLength(3);
    expect(problem).toBeNull();
  });

  it('keeps three and says why a fourth is left out', () => {
    const first = [jpeg(), jpeg()];
    const { photos, problem } = addReviewPhotos(first, [jpeg(), jpeg()]);
    expect(photos).toHaveLength(3);
    expect(problem).toBe('too_many');
  });

  it('leaves out what is not an image or too large, keeping the rest', () => {
    const pdf = { type: 'application/pdf', size: 10 };
    const huge = jpeg(maxReviewPhotoBytes + 1);
    expect(addReviewPhotos([], [pdf, jpeg()])).toEqual({ photos: [jpeg()], problem: 'not_image' });
    expect(addReviewPhotos([], [huge])).toEqual({ photos: [], problem: 'too_large' });
  });
});

describe('photoProblemOf', () => {
  it("reads the server's refusal of the photos field", () => {
    expect(photoProblemOf('photo_not_image', { 'photos.1': 'not a JPEG, PNG or WebP image' })).toBe('not_image');
    expect(photoProblemOf('too_many_files', { photos: 'at most 3' })).toBe('too_many');
    expect(photoProblemOf('file_too_large', { 'photos.0': 'larger' })).toBe('too_large');
    expect(photoProblemOf('invalid_input', { body: 'Required' })).toBeNull();
  });
});
