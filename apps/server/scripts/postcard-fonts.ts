// Writes the postcard's fonts for the server's renderer: each @fontsource WOFF2 the browser's preview loads,
// converted to TrueType (sharp's text rendering reads no WOFF2), with each font's licence beside it.
//   npm run postcard-fonts -w apps/server
// Run it after updating an @fontsource package and commit apps/server/assets/postcard-fonts;
// src/modules/postcards/render/font-files.test.ts fails until the committed files match the installed packages.
import fs from 'node:fs/promises';
import path from 'node:path';
import { convertPostcardFont, postcardFontLicence } from '../src/modules/postcards/render/font-conversion.ts';
import { postcardFontFiles, postcardFontPackages, postcardFontsDir } from '../src/modules/postcards/render/font-files.ts';

await fs.rm(postcardFontsDir, { recursive: true, force: true });
await fs.mkdir(postcardFontsDir, { recursive: true });
let total = 0;
for (const file of postcardFontFiles()) {
  const ttf = await convertPostcardFont(file);
  await fs.writeFile(file.ttf, ttf);
  total += ttf.length;
  console.log(`${path.basename(file.ttf)}  ${(ttf.length / 1024).toFixed(0)} KB`);
}
for (const pkg of postcardFontPackages) {
  await fs.writeFile(
    path.join(postcardFontsDir, `${pkg.name}-LICENSE.txt`),
    await postcardFontLicence(`@fontsource/${pkg.name}`),
  );
}
console.log(`${postcardFontFiles().length} fonts, ${(total / 1024).toFixed(0)} KB in ${postcardFontsDir}`);
