import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { PostcardFontFile } from './font-files.ts';

// wawoff2 (a development dependency: only the font script and its test convert) ships no types
const require = createRequire(import.meta.url);
const decompressWoff2 = require('wawoff2/decompress.js') as (woff2: Uint8Array) => Promise<Uint8Array>;

/** The TrueType font inside a bundled face's @fontsource WOFF2 file, byte for byte what the browser decodes. */
export async function convertPostcardFont(file: PostcardFontFile): Promise<Buffer> {
  const woff2 = await fs.readFile(require.resolve(`${file.packageName}/${file.woff2}`));
  return Buffer.from(await decompressWoff2(woff2));
}

/** The licence texts the font packages ship, one per package. */
export async function postcardFontLicence(packageName: string): Promise<string> {
  return fs.readFile(require.resolve(`${packageName}/LICENSE`), 'utf8');
}
