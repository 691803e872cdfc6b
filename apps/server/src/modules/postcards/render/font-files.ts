import path from 'node:path';
import { bundledFontsDir } from '../../../lib/bundled-fonts.ts';

/**
 * The card's typefaces as files: each @fontsource package (the browser's fonts, installed from npm) and the
 * subsets of it the card uses. The server renders with the same faces converted to TrueType (sharp's
 * fontconfig reads no WOFF2) and committed to apps/server/assets/postcard-fonts, written by
 * scripts/postcard-fonts.ts; font-files.test.ts proves the committed files are that conversion.
 */
export const postcardFontPackages = [
  { name: 'dancing-script', subsets: ['latin', 'latin-ext'] },
  { name: 'caveat', subsets: ['latin', 'latin-ext'] },
  { name: 'great-vibes', subsets: ['latin', 'latin-ext'] },
  { name: 'alex-brush', subsets: ['latin', 'latin-ext'] },
  { name: 'roboto', subsets: ['latin', 'latin-ext'] },
  // the Arabic partners carry Arabic only: their Latin subsets are never reached, the Latin face comes first
  { name: 'amiri', subsets: ['arabic'] },
  { name: 'noto-sans-arabic', subsets: ['arabic'] },
] as const;

export const postcardFontsDir = bundledFontsDir;

export type PostcardFontFile = { packageName: string; woff2: string; ttf: string };

/** Every bundled font file: the @fontsource WOFF2 it comes from (a package-relative path) and its TTF here. */
export function postcardFontFiles(): PostcardFontFile[] {
  return postcardFontPackages.flatMap((pkg) =>
    pkg.subsets.map((subset) => ({
      packageName: `@fontsource/${pkg.name}`,
      woff2: `files/${pkg.name}-${subset}-400-normal.woff2`,
      ttf: path.join(postcardFontsDir, `${pkg.name}-${subset}-400.ttf`),
    })),
  );
}
