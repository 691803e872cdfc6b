import { describe, expect, it } from 'vitest';
import { osmEmbedUrl, osmPageUrl, parseCoordinate, positionFromMapLink } from './map-position.ts';

describe('parseCoordinate', () => {
  it('reads degrees typed with Latin or Arabic-Indic digits, a minus and the Arabic decimal separator', () => {
    expect(parseCoordinate(' 25.3463 ', 90)).toBe(25.3463);
    expect(parseCoordinate('٢٥٫٣٤', 90)).toBe(25.34);
    expect(parseCoordinate('−33.9', 90)).toBe(-33.9);
    expect(parseCoordinate('-180', 180)).toBe(-180);
  });

  it('refuses what is not a coordinate or lies beyond the limit', () => {
    for (const text of ['', '25,34', '1e2', '25.3.4', 'north', '90.5']) expect(parseCoordinate(text, 90)).toBeNull();
    expect(parseCoordinate('180.01', 180)).toBeNull();
  });
});

describe('positionFromMapLink', () => {
  it.each([
    ['https://www.openstreetmap.org/?mlat=25.33060&mlon=55.37900#map=15/25.33/55.37', { lat: 25.3306, lan: 55.379 }],
    ['https://www.openstreetmap.org/search?lat=25.127&lon=55.878#map=17/25.1/55.8', { lat: 25.127, lan: 55.878 }],
    ['https://www.openstreetmap.org/#map=16/25.3397/56.3561', { lat: 25.3397, lan: 56.3561 }],
    [
      'https://www.google.com/maps/place/Khor+Fakkan/@25.33,56.30,13z/data=!3m1!4b1!4m6!3m5!1s0x0:0x0!8m2!3d25.3397!4d56.3561',
      { lat: 25.3397, lan: 56.3561 },
    ],
    ['https://www.google.com/maps/@25.3463,55.4209,14z', { lat: 25.3463, lan: 55.4209 }],
    ['https://maps.google.com/?q=25.2048%2C55.2708', { lat: 25.2048, lan: 55.2708 }],
    ['25.3463, 55.4209', { lat: 25.3463, lan: 55.4209 }],
    ['٢٥٫٣٤٦٣، ٥٥٫٤٢٠٩', { lat: 25.3463, lan: 55.4209 }],
  ])('finds the position in %s', (link, position) => {
    expect(positionFromMapLink(link)).toEqual(position);
  });

  it('finds none in a link without one, or with one off the globe', () => {
    expect(positionFromMapLink('https://www.openstreetmap.org/way/123456')).toBeNull();
    expect(positionFromMapLink('Khor Fakkan')).toBeNull();
    expect(positionFromMapLink('https://www.openstreetmap.org/#map=16/95.1/56.3')).toBeNull();
  });
});

describe('OpenStreetMap addresses', () => {
  it('embed a box around the marker and open the place with its pin, five decimals each', () => {
    const embed = new URL(osmEmbedUrl({ lat: 25.3397, lan: 56.3561 }, 0.02));
    expect(embed.searchParams.get('bbox')).toBe('56.33610,25.31970,56.37610,25.35970');
    expect(embed.searchParams.get('marker')).toBe('25.33970,56.35610');
    expect(osmPageUrl({ lat: 25.3397, lan: 56.3561 })).toBe(
      'https://www.openstreetmap.org/?mlat=25.33970&mlon=56.35610#map=15/25.33970/56.35610',
    );
    expect(osmPageUrl({ lat: 25.3, lan: 55.4 }, 11, false)).toBe('https://www.openstreetmap.org/#map=11/25.30000/55.40000');
  });
});
