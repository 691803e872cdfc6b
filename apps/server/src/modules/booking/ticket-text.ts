import { createRequire } from 'node:module';
import type { Bidi } from 'bidi-js';
import type { Color, PDFFont, PDFPage } from 'pdf-lib';

/**
 * Mixed Arabic and Latin text drawn on a PDF page. pdf-lib draws a string left to right in one font; a line
 * of the ticket mixes Arabic words (shaped by fontkit's layout, which also turns an Arabic run into its
 * visual order) with Latin digits, order numbers and amounts. So each line goes through the Unicode
 * bidirectional algorithm (bidi-js) into visual order, is cut into runs of one font, and the runs are drawn
 * one after the other from the left.
 */

// bidi-js is CommonJS typed as an ES module: required, it is the factory its types' default export describes
const bidiFactory = createRequire(import.meta.url)('bidi-js') as () => Bidi;
const bidi = bidiFactory();

export type TextFonts = { latin: PDFFont; arabic: PDFFont };

export type Direction = 'ltr' | 'rtl' | 'auto';

/** Characters the Arabic face draws: the Arabic script, with the Arabic comma, semicolon and question mark. */
const arabicCharacter = /\p{Script_Extensions=Arabic}/u;
/** Direction marks and isolates steer the algorithm but have no glyph in either face. */
const bidiControl = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
/** Intl's no-break spaces (in amounts and times) are drawn as plain spaces: both faces have those. */
const noBreakSpaces = /[\u00A0\u202F]/g;

type Run = { text: string; font: PDFFont; size: number };

/** Arabic reads small beside Latin at the same size (docs/conventions.md: a slightly larger size for Arabic). */
const arabicScale = 1.15;

/** The font of each character: a space between two Arabic letters stays in the Arabic run, so a phrase is shaped whole. */
function fontsOf(chars: string[], fonts: TextFonts): PDFFont[] {
  const arabic = chars.map((c) => arabicCharacter.test(c));
  return chars.map((c, i) => {
    if (arabic[i]) return fonts.arabic;
    const between = c === ' ' && arabic[i - 1] === true && arabic[i + 1] === true;
    return between ? fonts.arabic : fonts.latin;
  });
}

/**
 * `line` at `size` as runs in visual order, left to right, each in one font. `direction` is the paragraph's;
 * 'auto' takes it from the first strong character, as the page's <bdi> does for order numbers and amounts.
 */
export function visualRuns(line: string, direction: Direction, fonts: TextFonts, size: number): Run[] {
  const text = line.replace(noBreakSpaces, ' ');
  const chars = [...text];
  // bidi-js works on UTF-16 indices; the ticket's text has no characters outside the BMP, checked here
  if (chars.length !== text.length) throw new Error('ticket text outside the Basic Multilingual Plane');
  const embedding = bidi.getEmbeddingLevels(text, direction);
  const { levels } = embedding;
  const order = bidi.getReorderedIndices(text, embedding);
  const mirrored = bidi.getMirroredCharactersMap(text, levels);
  const fontOf = fontsOf(chars, fonts);
  const runs: { font: PDFFont; rtl: boolean; chars: string[] }[] = [];
  for (const i of order) {
    const c = chars[i]!;
    if (bidiControl.test(c)) continue;
    const font = fontOf[i]!;
    const rtl = (levels[i]! & 1) === 1;
    const last = runs.at(-1);
    const char = mirrored.get(i) ?? c;
    if (last && last.font === font && last.rtl === rtl) last.chars.push(char);
    else runs.push({ font, rtl, chars: [char] });
  }
  // an Arabic run goes to fontkit in reading order: it joins the letters and lays them out right to left itself
  return runs.map((r) => ({
    font: r.font,
    size: r.font === fonts.arabic ? size * arabicScale : size,
    text: (r.font === fonts.arabic && r.rtl ? [...r.chars].reverse() : r.chars).join(''),
  }));
}

/** The width of `line` at `size` points. */
export function lineWidth(line: string, direction: Direction, fonts: TextFonts, size: number): number {
  return visualRuns(line, direction, fonts, size).reduce((sum, run) => sum + run.font.widthOfTextAtSize(run.text, run.size), 0);
}

/** `text` cut at spaces into lines no wider than `maxWidth` (a single longer word keeps its own line). */
export function wrapText(text: string, direction: Direction, fonts: TextFonts, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && lineWidth(candidate, direction, fonts, size) > maxWidth) {
      lines.push(current);
      current = word;
    } else {
      current = candidate;
    }
  }
  if (current) lines.push(current);
  return lines;
}

export type LinePlacement = {
  /** the box the line sits in: `start` aligns to its left edge in English and to its right edge in Arabic */
  x: number;
  width: number;
  /** the baseline */
  y: number;
  size: number;
  color: Color;
  /** the page's direction, which `start` follows */
  direction: 'ltr' | 'rtl';
  /** the text's own bidi direction when it differs from the page's ('auto' for a value like an amount) */
  textDirection?: Direction;
  align?: 'start' | 'center';
};

/** Draws one line (no wrapping) inside its box. */
export function drawLine(page: PDFPage, line: string, fonts: TextFonts, at: LinePlacement): void {
  const runs = visualRuns(line, at.textDirection ?? at.direction, fonts, at.size);
  const widths = runs.map((run) => run.font.widthOfTextAtSize(run.text, run.size));
  const total = widths.reduce((a, b) => a + b, 0);
  let x = at.align === 'center' ? at.x + (at.width - total) / 2 : at.direction === 'rtl' ? at.x + at.width - total : at.x;
  runs.forEach((run, i) => {
    page.drawText(run.text, { x, y: at.y, size: run.size, font: run.font, color: at.color });
    x += widths[i]!;
  });
}
