import type { PDFDocument, PDFRawStream, PDFRef } from 'pdf-lib';
import { decodePDFRawStream, PDFArray, PDFDict, PDFName } from 'pdf-lib';

/**
 * The text a PDF made by pdf-lib draws, as a reader would copy it: each `<hex> Tj` of the page's content,
 * its glyph ids turned back into characters through the font's ToUnicode map, the strings of one line
 * joined. Enough for the ticket (Identity-H fonts, one page); not a general PDF text extractor.
 */
export function pdfText(pdf: PDFDocument): string {
  const page = pdf.getPage(0);
  const fonts = page.node.Resources()!.lookup(PDFName.of('Font'), PDFDict);
  const maps = new Map<string, Map<number, string>>();
  for (const [name, ref] of fonts.entries()) {
    const font = pdf.context.lookup(ref as PDFRef, PDFDict);
    const cmap = pdf.context.lookup(font.get(PDFName.of('ToUnicode')) as PDFRef) as PDFRawStream;
    maps.set(name.asString(), toUnicodeMap(Buffer.from(decodePDFRawStream(cmap).decode()).toString('latin1')));
  }
  const contents = page.node.Contents()!;
  const streams = contents instanceof PDFArray ? contents.asArray().map((r) => pdf.context.lookup(r)) : [contents];
  const program = streams.map((s) => Buffer.from(decodePDFRawStream(s as PDFRawStream).decode()).toString('latin1')).join('\n');
  const lines: string[] = [];
  let current = '';
  let y = Number.NaN;
  let map = new Map<number, string>();
  for (const [, font, hex, ty] of program.matchAll(
    /(\/\S+) [\d.]+ Tf|<([0-9A-Fa-f]*)> Tj|[-\d.]+ [-\d.]+ [-\d.]+ [-\d.]+ [-\d.]+ ([-\d.]+) Tm/g,
  )) {
    if (font) map = maps.get(font) ?? new Map();
    else if (ty !== undefined) {
      if (Number(ty) !== y && current) lines.push(current);
      if (Number(ty) !== y) current = '';
      y = Number(ty);
    } else if (hex !== undefined) {
      for (let i = 0; i < hex.length; i += 4) current += map.get(parseInt(hex.slice(i, i + 4), 16)) ?? '';
    }
  }
  if (current) lines.push(current);
  return lines.join('\n');
}

function toUnicodeMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const utf16 = (hex: string) => String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((h) => parseInt(h, 16)));
  for (const [, block] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, from, to] of block!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) map.set(parseInt(from!, 16), utf16(to!));
  }
  for (const [, block] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, low, high, to] of block!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      const start = parseInt(to!, 16);
      for (let code = parseInt(low!, 16); code <= parseInt(high!, 16); code++) {
        map.set(code, String.fromCharCode(start + code - parseInt(low!, 16)));
      }
    }
  }
  return map;
}
