import type { PackageDetails as WirePackageDetails } from '@portal/contract/discovery';
import { expect, test } from 'vitest';
import { amenitiesOf, amenityNames, jsonListOf, parsePackageDetails, weekdayNumbersOf } from './package-details.ts';

test('disabled_weeks names become the weekday numbers of spec part 1 §5 (monday=1 … saturday=6, sunday=0)', () => {
  expect(weekdayNumbersOf('saturday,sunday')).toEqual([6, 0]);
  expect(weekdayNumbersOf('monday, Friday')).toEqual([1, 5]);
  expect(weekdayNumbersOf('')).toEqual([]);
});

test('unknown or repeated weekday names are left out', () => {
  expect(weekdayNumbersOf('funday,tuesday,tuesday')).toEqual([2]);
});

test('the weekday names are the contract’s, in its order', async () => {
  const { weekdayNames } = await import('@portal/contract/discovery');
  expect(weekdayNames.map((name) => weekdayNumbersOf(name)[0])).toEqual([0, 1, 2, 3, 4, 5, 6]);
});

test('a JSON list of paths or dates becomes the list', () => {
  expect(jsonListOf('["packages/x-1.jpg","packages/x-2.jpg"]')).toEqual(['packages/x-1.jpg', 'packages/x-2.jpg']);
  expect(jsonListOf('["2026-12-05"]')).toEqual(['2026-12-05']);
  expect(jsonListOf('[]')).toEqual([]);
});

test('malformed JSON, a JSON value that is not a list, or items that are not texts count as none', () => {
  expect(jsonListOf('')).toEqual([]);
  expect(jsonListOf('["a.jpg"')).toEqual([]);
  expect(jsonListOf('"a.jpg"')).toEqual([]);
  expect(jsonListOf('["a.jpg", 3, null]')).toEqual(['a.jpg']);
});

test('amenities come in the specification order, unknown names left out', () => {
  expect(amenitiesOf(['refreshments', 'sauna', 'free_wiFi'])).toEqual(['free_wiFi', 'refreshments']);
});

test('the amenities follow the contract list', async () => {
  const contract = await import('@portal/contract/discovery');
  expect([...amenityNames]).toEqual([...contract.amenityNames]);
});

test('a package answer is read with every spec-form field parsed and the others kept', () => {
  const wire = {
    id: 7,
    package_name: 'Desert Safari',
    mega_slider_images: '["packages/a.jpg"]',
    amenities: ['dining', 'free_wiFi'],
    event_dates: '["2026-12-05","2026-12-12"]',
    disabled_dates: ['2026-12-25'],
    disabled_weeks: 'friday',
  } as unknown as WirePackageDetails;
  expect(parsePackageDetails(wire)).toEqual({
    id: 7,
    package_name: 'Desert Safari',
    mega_slider_images: ['packages/a.jpg'],
    amenities: ['free_wiFi', 'dining'],
    event_dates: ['2026-12-05', '2026-12-12'],
    disabled_dates: ['2026-12-25'],
    disabled_weeks: [5],
  });
});
