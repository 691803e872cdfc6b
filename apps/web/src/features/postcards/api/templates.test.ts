import type { PostcardTemplate } from '@portal/contract/postcards';
import { describe, expect, test } from 'vitest';
import { customisableTemplate, splitTemplates } from './templates.ts';

const template = (id: number, customisable: '0' | '1'): PostcardTemplate => ({
  id,
  name: `Card ${id}`,
  arabic_name: `بطاقة ${id}`,
  image: `postcards/card-${id}.jpg`,
  image_base64: '',
  price: 15,
  customisable,
});

// newest first, as postCards answers (spec part 2 §7)
const templates = [template(8, '0'), template(7, '1'), template(6, '0'), template(5, '1')];

describe('splitTemplates', () => {
  test('frames for a photo and ready-made cards go to their own sections, each in the order the server gave', () => {
    const { customisable, readyMade } = splitTemplates(templates);
    expect(customisable.map((t) => t.id)).toEqual([7, 5]);
    expect(readyMade.map((t) => t.id)).toEqual([8, 6]);
  });
});

describe('customisableTemplate', () => {
  test('the card slug is the id of a frame', () => {
    expect(customisableTemplate(templates, '5')?.id).toBe(5);
  });

  test('a ready-made card, an unknown id or a slug that is not an id names no frame', () => {
    expect(customisableTemplate(templates, '8')).toBeNull();
    expect(customisableTemplate(templates, '99')).toBeNull();
    expect(customisableTemplate(templates, '5abc')).toBeNull();
    expect(customisableTemplate(templates, '')).toBeNull();
    expect(customisableTemplate(templates, undefined)).toBeNull();
  });
});
