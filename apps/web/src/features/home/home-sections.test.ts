import type { PackageCard, TagSection } from '@portal/contract/catalog';
import { expect, test } from 'vitest';
import { galleryItems, homeTagSections } from './home-sections.ts';

function pkg(id: number, extra: Partial<PackageCard> = {}): PackageCard {
  return {
    id,
    package_name: `Package ${id}`,
    arabic_name: '',
    url_slug: `package-${id}`,
    price: 10,
    adult_price: 10,
    child_price: null,
    original_price: null,
    rating: null,
    img: '',
    destination_id: 1,
    destination_name: 'Somewhere',
    destination_arabic_name: '',
    offer_tag: 0,
    offer_tag_text: '',
    arabic_offer_tag_text: '',
    redirect: 0,
    redirect_url: '',
    hide: 0,
    enable: 1,
    disabled: 0,
    checkout: ['sharjah'],
    tags: [],
    position: id,
    ...extra,
  };
}

function section(tag: string, packages: PackageCard[]): TagSection {
  return { tag, heading: tag, arabic_heading: '', description: '', arabic_description: '', packages };
}

test('a section shows at most six packages', () => {
  const [first] = homeTagSections(
    [
      section(
        'a',
        Array.from({ length: 8 }, (_, i) => pkg(i + 1)),
      ),
    ],
    'sharjah',
  );
  expect(first?.packages.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6]);
});

test('at most three sections are shown', () => {
  const sections = ['a', 'b', 'c', 'd'].map((tag, i) => section(tag, [pkg(i + 1)]));
  expect(homeTagSections(sections, 'sharjah').map((s) => s.tag)).toEqual(['a', 'b', 'c']);
});

test('switched-off packages and packages sold on another site are left out', () => {
  const [first] = homeTagSections(
    [section('a', [pkg(1), pkg(2, { enable: 0 }), pkg(3, { checkout: ['partner_portal'] }), pkg(4)])],
    'sharjah',
  );
  expect(first?.packages.map((p) => p.id)).toEqual([1, 4]);
});

test('a section left without packages is not shown', () => {
  expect(homeTagSections([section('a', [pkg(1, { enable: 0 })]), section('b', [pkg(2)])], 'sharjah').map((s) => s.tag)).toEqual([
    'b',
  ]);
});

test('the gallery lists the five images with their links, skipping empty slots', () => {
  const items = galleryItems({
    image1: 'gallery/a.jpg',
    image1_link: '/p/a',
    image2: '',
    image2_link: '/p/b',
    image3: 'gallery/c.jpg',
    image3_link: 'https://example.com/c',
    image4: 'gallery/d.jpg',
    image4_link: '',
    image5: 'gallery/e.jpg',
    image5_link: '/d/e',
  });
  expect(items).toEqual([
    { image: 'gallery/a.jpg', link: '/p/a' },
    { image: 'gallery/c.jpg', link: 'https://example.com/c' },
    { image: 'gallery/d.jpg', link: '' },
    { image: 'gallery/e.jpg', link: '/d/e' },
  ]);
});
