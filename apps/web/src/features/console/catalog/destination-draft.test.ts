import type { ConsoleDestination } from '@portal/contract/console-destinations';
import { describe, expect, it } from 'vitest';
import {
  destinationInput,
  destinationProblems,
  draftOfDestination,
  emptyDestinationDraft,
  slugToSave,
  destinationFieldOf,
  type DestinationDraft,
} from './destination-draft.ts';

const draft = (overrides: Partial<DestinationDraft> = {}): DestinationDraft => ({
  ...emptyDestinationDraft,
  name: 'Khor Fakkan Amphitheatre',
  arabic_name: 'مسرح خورفكان',
  ...overrides,
});

describe('destinationProblems', () => {
  it('finds none in a destination with both names and nothing else', () => {
    expect(destinationProblems(draft())).toEqual({});
  });

  it('names empty names, a slug with spaces, a position that is not a whole number', () => {
    expect(destinationProblems(draft({ name: ' ', arabic_name: '', url_slug: 'two words', position: '1.5' }))).toEqual({
      name: 'name_required',
      arabic_name: 'arabic_name_required',
      url_slug: 'slug_format',
      position: 'position_format',
    });
  });

  it('asks for a slug when the English name has no Latin letters to make one from', () => {
    expect(destinationProblems(draft({ name: 'خورفكان' }))).toEqual({ url_slug: 'slug_required' });
    expect(destinationProblems(draft({ name: 'خورفكان', url_slug: 'khor-fakkan' }))).toEqual({});
  });

  it('wants both coordinates or neither, each readable and within range', () => {
    expect(destinationProblems(draft({ lat: '25.3397' }))).toEqual({ lan: 'lan_missing' });
    expect(destinationProblems(draft({ lan: '56.3561' }))).toEqual({ lat: 'lat_missing' });
    expect(destinationProblems(draft({ lat: '91', lan: '56,3' }))).toEqual({ lat: 'lat_format', lan: 'lan_format' });
    expect(destinationProblems(draft({ lat: '٢٥٫٣٣', lan: '٥٦٫٣٥' }))).toEqual({});
  });
});

describe('destinationInput', () => {
  it('sends trimmed texts, 0/1 switches, Latin coordinates, and no position for a new destination left last', () => {
    const input = destinationInput(
      draft({ name: ' Khor Fakkan ', url_slug: ' Khor-Fakkan ', lat: '٢٥٫٣٣', lan: '56.35', hide: true }),
      null,
    );
    expect(input).toEqual({
      name: 'Khor Fakkan',
      arabic_name: 'مسرح خورفكان',
      url_slug: 'khor-fakkan',
      description: '',
      arabic_description: '',
      hover_text: '',
      arabic_hover_text: '',
      featured_image: '',
      img: '',
      hide: 1,
      enable: 1,
      lat: 25.33,
      lan: 56.35,
    });
  });

  it('keeps the id and position of a destination being changed, and sends "" to clear its map position', () => {
    expect(destinationInput(draft({ position: '7' }), 12)).toMatchObject({ id: 12, position: 7, lat: '', lan: '' });
  });
});

describe('slugToSave', () => {
  it('is the typed slug in lower case, else one made from the English name', () => {
    expect(slugToSave({ url_slug: 'Al-Qasba', name: 'x' })).toBe('al-qasba');
    expect(slugToSave({ url_slug: ' ', name: 'Al Qasba – Café' })).toBe('al-qasba-cafe');
  });
});

describe('draftOfDestination', () => {
  it('round-trips a stored destination through the form unchanged', () => {
    const stored: ConsoleDestination = {
      id: 3,
      name: 'Al Noor Island',
      arabic_name: 'جزيرة النور',
      url_slug: 'al-noor-island',
      description: 'A green island.',
      arabic_description: 'جزيرة خضراء.',
      hover_text: 'Butterflies',
      arabic_hover_text: 'فراشات',
      featured_image: 'destinations/al-noor-island-banner.jpg',
      img: 'destinations/al-noor-island.jpg',
      hide: 0,
      enable: 1,
      lat: 25.3306,
      lan: 55.379,
      position: 1,
      usage: { packages: 2, bookings: 0, vouchers: 0, invoices: 0, stores: 0, products: 0 },
    };
    const { id: _id, usage: _usage, hide, enable, ...fields } = stored;
    expect(destinationInput(draftOfDestination(stored), stored.id)).toEqual({ id: 3, ...fields, hide, enable });
  });
});

describe('destinationFieldOf', () => {
  it('puts the fields the form shows at their place and the rest in the alert', () => {
    expect(['url_slug', 'lat', 'id'].map(destinationFieldOf)).toEqual(['url_slug', 'lat', null]);
  });
});
