import { useSyncExternalStore } from 'react';
import { postcardFonts, postcardSizes, type PostcardFont, type PostcardSize } from '@portal/domain/postcard';
import { readStorage, removeStorage, subscribeStorage, writeStorage } from '../../../lib/storage.ts';

/**
 * The card being made, kept in the browser so that a reload or a sign-in in between loses nothing (issue
 * 14). The first four keys are the specification's (part 2 §3); the texts and choices are ours. Nothing
 * here is trusted for money or for print: the server takes the price from the template and renders the card.
 */
export const postcardStorageKeys = {
  /** the template's picture (its path under files/) */
  template: 'postCard',
  /** the specification's spelling */
  id: 'posCardId',
  price: 'postCardPrice',
  /** the buyer's photo as a data URL (downscaled in the browser), "" for a ready-made card */
  photo: 'postImage',
  message: 'postCardMessage',
  address: 'postCardAddress',
  font: 'postCardFont',
  size: 'postCardSize',
} as const;

export type PostcardDraft = {
  templateId: number | null;
  templateImage: string;
  price: number | null;
  photo: string;
  message: string;
  address: string;
  font: PostcardFont | null;
  size: PostcardSize;
};

const numberOrNull = (raw: string | null) => {
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
};

/** A photo the browser's storage would not take (full or off): kept for this visit only, a reload loses it. */
let unsavedPhoto = '';

export function readDraft(): PostcardDraft {
  const font = readStorage(postcardStorageKeys.font);
  const size = readStorage(postcardStorageKeys.size);
  const id = numberOrNull(readStorage(postcardStorageKeys.id));
  return {
    templateId: id !== null && Number.isInteger(id) && id > 0 ? id : null,
    templateImage: readStorage(postcardStorageKeys.template) ?? '',
    price: numberOrNull(readStorage(postcardStorageKeys.price)),
    photo: readStorage(postcardStorageKeys.photo) || unsavedPhoto,
    message: readStorage(postcardStorageKeys.message) ?? '',
    address: readStorage(postcardStorageKeys.address) ?? '',
    font: (postcardFonts as readonly string[]).includes(font ?? '') ? (font as PostcardFont) : null,
    size: (postcardSizes as readonly string[]).includes(size ?? '') ? (size as PostcardSize) : '100%',
  };
}

/** Chooses a template: its id, picture and price; the photo is emptied (a ready-made card has none). */
export function chooseTemplate(template: { id: number; image: string; price: number }): void {
  writeStorage(postcardStorageKeys.id, String(template.id));
  writeStorage(postcardStorageKeys.template, template.image);
  writeStorage(postcardStorageKeys.price, String(template.price));
  writeStorage(postcardStorageKeys.photo, '');
  unsavedPhoto = '';
}

/**
 * Keeps the photo (a data URL). False when the browser's storage is full or off: the photo is then kept in
 * memory for this visit (an older stored photo is dropped so it cannot come back), and the caller says that
 * a reload would lose it.
 */
export function savePhoto(dataUrl: string): boolean {
  writeStorage(postcardStorageKeys.photo, dataUrl);
  const saved = readStorage(postcardStorageKeys.photo) === dataUrl;
  unsavedPhoto = saved ? '' : dataUrl;
  if (!saved) removeStorage(postcardStorageKeys.photo);
  return saved;
}

export function saveText(field: 'message' | 'address', value: string): void {
  writeStorage(postcardStorageKeys[field], value);
}

export function saveFont(font: PostcardFont | null): void {
  if (font) writeStorage(postcardStorageKeys.font, font);
  else removeStorage(postcardStorageKeys.font);
}

export function saveSize(size: PostcardSize): void {
  writeStorage(postcardStorageKeys.size, size);
}

/** After the order is placed: the next card starts empty. */
export function clearDraft(): void {
  unsavedPhoto = '';
  for (const key of Object.values(postcardStorageKeys)) removeStorage(key);
}

let cached: { key: string; draft: PostcardDraft } | null = null;

/** The stored draft, kept in step with every write in this tab and others. */
export function usePostcardDraft(): PostcardDraft {
  return useSyncExternalStore(
    subscribeStorage,
    () => {
      // one object per distinct stored state, so React sees a change only when something changed
      const draft = readDraft();
      // the photo is long: its length and tail tell one photo from another without copying it
      const key = JSON.stringify({ ...draft, photo: `${draft.photo.length}:${draft.photo.slice(-64)}` });
      if (cached?.key !== key) cached = { key, draft };
      return cached.draft;
    },
    () => readDraft(),
  );
}
