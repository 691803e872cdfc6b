import { fileURLToPath } from 'node:url';

/**
 * The typefaces the server renders with, converted to TrueType and committed to apps/server/assets/postcard-fonts
 * (modules/postcards/render/font-files.ts says which): postcards and ticket PDFs draw with the same files.
 */
export const bundledFontsDir = fileURLToPath(new URL('../../assets/postcard-fonts/', import.meta.url));
