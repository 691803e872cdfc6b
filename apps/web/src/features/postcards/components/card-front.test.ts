import { postcardLayout } from '@portal/domain/postcard';
import { expect, test } from 'vitest';
import { faceBoxStyle } from './card-front.tsx';

test('a box of the shared layout becomes the same fractions of the face as CSS percentages', () => {
  expect(faceBoxStyle(postcardLayout.photoWindow)).toEqual({ left: '10%', top: '13%', width: '80%', height: '63%' });
  expect(faceBoxStyle({ left: 0.525, top: 0.1, width: 0, height: 0.8 })).toEqual({
    left: '52.5%',
    top: '10%',
    width: '0%',
    height: '80%',
  });
});
