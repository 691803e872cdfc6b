import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { chooseTemplate, clearDraft, postcardStorageKeys, readDraft, savePhoto } from './draft.ts';

/** A localStorage that refuses values longer than `limit` characters, as a full browser storage does. */
function fakeStorage(limit: number): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => {
      if (value.length > limit) throw new DOMException('full', 'QuotaExceededError');
      items.set(key, value);
    },
  };
}

const smallPhoto = 'data:image/jpeg;base64,small';
const largePhoto = `data:image/jpeg;base64,${'x'.repeat(200)}`;

describe('the photo of the draft', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', fakeStorage(100));
    clearDraft();
  });
  afterEach(() => {
    clearDraft();
    vi.unstubAllGlobals();
  });

  test('a photo the storage takes is kept there', () => {
    expect(savePhoto(smallPhoto)).toBe(true);
    expect(localStorage.getItem(postcardStorageKeys.photo)).toBe(smallPhoto);
    expect(readDraft().photo).toBe(smallPhoto);
  });

  test('a photo the storage refuses is kept for this visit, and an older stored photo does not come back', () => {
    savePhoto(smallPhoto);
    expect(savePhoto(largePhoto)).toBe(false);
    expect(localStorage.getItem(postcardStorageKeys.photo)).toBeNull();
    expect(readDraft().photo).toBe(largePhoto);
  });

  test('choosing a template or clearing the draft drops a photo kept for this visit', () => {
    savePhoto(largePhoto);
    chooseTemplate({ id: 3, image: 'postcards/frame.jpg', price: 15 });
    expect(readDraft().photo).toBe('');
    savePhoto(largePhoto);
    clearDraft();
    expect(readDraft().photo).toBe('');
  });
});
