import { expect, test } from 'vitest';
import { dataUrlFile, orderFields, orderFiles, type PostcardOrderRequest } from './order.ts';

const jpegDataUrl = `data:image/jpeg;base64,${Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]).toString('base64')}`;

const request: PostcardOrderRequest = {
  templateId: 7,
  message: 'مرحباً من الشارقة!',
  address: 'P.O. Box 1, Sharjah',
  font: 'Lauren',
  size: '150%',
  photo: jpegDataUrl,
};

test('the order sends the template, both texts, the font and the size, and never a price', () => {
  expect(orderFields(request)).toEqual({
    post_card_id: 7,
    message: 'مرحباً من الشارقة!',
    address: 'P.O. Box 1, Sharjah',
    font: 'Lauren',
    size: '150%',
  });
});

test('no font chosen leaves the field out, so the card has the default face', () => {
  const fields = orderFields({ ...request, font: null });
  expect(fields.font).toBeUndefined();
  expect(fields.size).toBe('150%');
});

test("the photo goes as the file field 'image', with its own bytes and type", async () => {
  const files = orderFiles(request);
  const photo = files?.image?.[0];
  expect(photo?.name).toBe('photo.jpg');
  expect(photo?.type).toBe('image/jpeg');
  expect([...new Uint8Array(await photo!.arrayBuffer())]).toEqual([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
});

test('a ready-made card sends no file', () => {
  expect(orderFiles({ ...request, photo: '' })).toBeUndefined();
});

test('a PNG photo is named as one', () => {
  expect(dataUrlFile('data:image/png;base64,iVBORw0KGgo=', 'photo')?.name).toBe('photo.png');
});

test('anything but a base64 data URL is not turned into a file', () => {
  expect(dataUrlFile('https://example.com/photo.jpg', 'photo')).toBeNull();
  expect(dataUrlFile('data:image/jpeg,plain-text', 'photo')).toBeNull();
  expect(dataUrlFile('data:image/jpeg;base64,***', 'photo')).toBeNull();
});
