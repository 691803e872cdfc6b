import type { Destination } from '@portal/contract/catalog';
import { expect, test } from 'vitest';
import { seeSharjahDestinations } from './see-sharjah.ts';

const destination = (url_slug: string) => ({ url_slug }) as Destination;

test('the four named destinations come in their fixed order, others are left out', () => {
  const listed = ['khor-fakkan', 'al-qasba', 'sharjah-aquarium', 'al-noor-island', 'mleiha-archaeological-centre'].map(
    destination,
  );
  expect(seeSharjahDestinations(listed).map((d) => d.url_slug)).toEqual([
    'al-noor-island',
    'mleiha-archaeological-centre',
    'sharjah-aquarium',
    'al-qasba',
  ]);
});

test('a named destination that is not listed is skipped', () => {
  expect(seeSharjahDestinations([destination('al-qasba')]).map((d) => d.url_slug)).toEqual(['al-qasba']);
});
