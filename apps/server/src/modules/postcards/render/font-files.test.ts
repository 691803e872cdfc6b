import fs from 'node:fs/promises';
import path from 'node:path';
import { postcardTypefaces } from '@portal/domain/postcard';
import { describe, expect, it } from 'vitest';
import { convertPostcardFont, postcardFontLicence } from './font-conversion.ts';
import { postcardFontFiles, postcardFontPackages, postcardFontsDir } from './font-files.ts';

describe("the postcard's bundled fonts", () => {
  it('are exactly the TrueType inside the @fontsource files the browser loads (npm run postcard-fonts -w apps/server rewrites them)', async () => {
    for (const file of postcardFontFiles()) {
      const committed = await fs.readFile(file.ttf);
      expect(committed.equals(await convertPostcardFont(file)), `${path.basename(file.ttf)} is stale`).toBe(true);
    }
  });

  it('carry every typeface the card names, and the licence of each', async () => {
    const bundled = postcardFontPackages.map((pkg) => pkg.name);
    for (const faces of Object.values(postcardTypefaces)) {
      expect(bundled).toContain(faces.latin.toLowerCase().replaceAll(' ', '-'));
      expect(bundled).toContain(faces.arabic.toLowerCase().replaceAll(' ', '-'));
    }
    for (const pkg of postcardFontPackages) {
      const licence = await fs.readFile(path.join(postcardFontsDir, `${pkg.name}-LICENSE.txt`), 'utf8');
      expect(licence).toBe(await postcardFontLicence(`@fontsource/${pkg.name}`));
      expect(licence).toMatch(/Open Font License|Apache License/);
    }
  });
});
