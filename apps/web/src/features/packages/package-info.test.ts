import { expect, test } from 'vitest';
import type { PackageDetails } from '../../lib/package-details.ts';
import { hasText, heroImages, infoTabsOf, wrapIndex } from './package-info.ts';

function details(extra: Partial<PackageDetails>): PackageDetails {
  return {
    description: '',
    arabic_description: '',
    amenities: [],
    lat: null,
    lan: null,
    term_conditions: '',
    arabic_term_conditions: '',
    additional_info: '',
    arabic_additional_info: '',
    itinerary: '',
    arabic_itinerary: '',
    mega_slider_images: [],
    img: 'packages/a.jpg',
    ...extra,
  } as PackageDetails;
}

test('a package with only a description has only the About tab', () => {
  expect(infoTabsOf(details({ description: '<p>Hello</p>' }), 'en')).toEqual(['about']);
});

test('every tab shows when its data exists, in the specification order', () => {
  const pkg = details({
    description: '<p>About</p>',
    amenities: ['dining'],
    lat: 25.3,
    lan: 55.4,
    term_conditions: '<ul><li>Terms</li></ul>',
    additional_info: '<p>Info</p>',
    itinerary: '<p>Day</p>',
    mega_slider_images: ['packages/a.jpg', 'packages/b.jpg'],
  });
  expect(infoTabsOf(pkg, 'en')).toEqual(['about', 'amenities', 'location', 'terms', 'additional_info', 'itinerary', 'gallery']);
});

test('an empty paragraph or no amenities add no tab', () => {
  expect(infoTabsOf(details({ description: '<p> </p>', amenities: [] }), 'en')).toEqual([]);
});

test('Arabic readers get the tab when only the English text exists, as the English text is shown', () => {
  expect(infoTabsOf(details({ itinerary: '<p>Day 1</p>' }), 'ae')).toEqual(['itinerary']);
});

test('html without words has no text', () => {
  expect(hasText('<p>&nbsp;</p>')).toBe(false);
  expect(hasText('<p>a</p>')).toBe(true);
});

test('the hero uses the gallery, else the package picture', () => {
  expect(heroImages({ mega_slider_images: ['packages/a.jpg', 'packages/b.jpg'], img: 'packages/c.jpg' })).toEqual([
    'packages/a.jpg',
    'packages/b.jpg',
  ]);
  expect(heroImages({ mega_slider_images: [], img: 'packages/c.jpg' })).toEqual(['packages/c.jpg']);
  expect(heroImages({ mega_slider_images: [], img: '' })).toEqual([]);
});

test('the lightbox goes round forwards from the last photo to the first', () => {
  expect(wrapIndex(3, 3)).toBe(0);
  expect(wrapIndex(1, 3)).toBe(1);
});

test('the lightbox goes round backwards from the first photo to the last', () => {
  expect(wrapIndex(-1, 3)).toBe(2);
  expect(wrapIndex(-4, 3)).toBe(2);
});

test('an empty gallery stays at 0', () => {
  expect(wrapIndex(-1, 0)).toBe(0);
});
