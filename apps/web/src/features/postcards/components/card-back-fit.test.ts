import { postcardAspect, postcardLayout, postcardPrint } from '@portal/domain/postcard';
import { expect, test } from 'vitest';
import { fittingShrink, fontSizeOfFaceWidth, hasText, paragraphsOf } from './card-back-fit.ts';

test("a text's size in the preview is the print's: the same share of the face at any width", () => {
  const previewWidth = 600;
  const inPreview = fontSizeOfFaceWidth(postcardLayout.messageFontSize, '150%') * previewWidth;
  const inPrint = postcardLayout.messageFontSize * 1.5 * postcardPrint.height;
  expect(inPreview / previewWidth).toBeCloseTo(inPrint / postcardPrint.width, 6);
  expect(fontSizeOfFaceWidth(0.05, '100%')).toBeCloseTo(0.05 / postcardAspect, 9);
  expect(fontSizeOfFaceWidth(0.05, '135%')).toBeCloseTo((0.05 * 1.35) / postcardAspect, 9);
});

test('each typed line is a paragraph, Windows line ends and tabs as the server reads them', () => {
  expect(paragraphsOf('Dear Sara,\r\n\r\nمرحباً\tmin')).toEqual(['Dear Sara,', '', 'مرحباً min']);
  expect(paragraphsOf('one line')).toEqual(['one line']);
});

test('only white space draws nothing', () => {
  expect(hasText(' \n\t')).toBe(false);
  expect(hasText(' x ')).toBe(true);
});

test('a text that fits keeps its size; one that overflows takes the first step that fits', () => {
  expect(fittingShrink(() => true)).toBe(1);
  expect(fittingShrink((shrink) => shrink <= 0.8)).toBe(0.8);
});

test('the steps are the server’s: 5 % at a time, and at worst the smallest, where the text is cut', () => {
  const tried: number[] = [];
  const shrink = fittingShrink((step) => {
    tried.push(step);
    return false;
  });
  expect(shrink).toBe(postcardLayout.minShrink);
  expect(tried).toEqual([1, 0.95, 0.9, 0.85, 0.8, 0.75, 0.7, 0.65, 0.6]);
});
