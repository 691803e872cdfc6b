import { describe, expect, test } from 'vitest';
import { postcardDownloadName } from './postcard-files.ts';

describe('the names of downloaded postcard files', () => {
  test('name the PDF after the order and each PNG after its face', () => {
    expect(postcardDownloadName('PC-7Q2X', 'card.pdf')).toBe('postcard-PC-7Q2X.pdf');
    expect(postcardDownloadName('PC-7Q2X', 'front.png')).toBe('postcard-PC-7Q2X-front.png');
    expect(postcardDownloadName('PC-7Q2X', 'back.png')).toBe('postcard-PC-7Q2X-back.png');
  });

  test('keep nothing of the order number that a file system could read as a path', () => {
    expect(postcardDownloadName('../x/PC 1', 'card.pdf')).toBe('postcard-xPC1.pdf');
    expect(postcardDownloadName('///', 'front.jpg')).toBe('postcard-card-front.jpg');
  });
});
