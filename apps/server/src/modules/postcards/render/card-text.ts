import { postcardShrinkSteps, postcardTypefaces, type PostcardFont } from '@portal/domain/postcard';
import sharp, { type OverlayOptions } from 'sharp';
import { postcardFontFiles } from './font-files.ts';
import type { PixelBox } from './geometry.ts';

let fontsRegistered: Promise<void> | undefined;

/**
 * Makes the bundled TrueType faces known to sharp's text renderer (Pango). A file given once as `fontfile`
 * stays registered for the whole process, so one tiny render per file, the first time a card is drawn,
 * lets every later render name the families alone, in a list that Pango falls back along per character.
 */
export function registerPostcardFonts(): Promise<void> {
  fontsRegistered ??= (async () => {
    for (const file of postcardFontFiles()) await sharp({ text: { text: '.', fontfile: file.ttf } }).toBuffer();
  })();
  return fontsRegistered;
}

/** sharp's text is Pango markup: a buyer's `<b>` or `&amp;` must come out as those characters, never as markup. */
export function escapePangoMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The typed text as Pango lays it out: Windows line ends as single breaks, tabs as spaces. */
function normaliseText(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(/\t/g, ' ');
}

export type TextStyle = {
  font: PostcardFont | null;
  sizePx: number;
  /** the height of each line in pixels, as CSS `line-height` sets it (the font's box centred in it) */
  lineHeightPx: number;
  colour: string;
};

type RenderedText = { image: Buffer; width: number; height: number };

/**
 * Pango markup drawn with the card face's Latin font and its Arabic partner (per character), each paragraph
 * from its own start: Pango finds each paragraph's direction from its first strong letter and swaps `left`
 * for a right-to-left one, so Arabic starts at the right and Latin at the left, mixed text included.
 */
async function renderMarkup(markup: string, style: TextStyle, width: number): Promise<RenderedText> {
  const faces = postcardTypefaces[style.font ?? 'inherit'];
  // line_height in Pango units (1/1024 pt, and at 72 dpi a point is a pixel): fixed like CSS, whatever the font
  const attributes = `foreground="${style.colour}" line_height="${Math.round(style.lineHeightPx * 1024)}"`;
  const { data, info } = await sharp({
    text: {
      text: `<span ${attributes}>${markup}</span>`,
      font: `${faces.latin}, ${faces.arabic} ${style.sizePx.toFixed(2)}`,
      width,
      dpi: 72,
      rgba: true,
      // by word, and inside a word only when one word is wider than the box
      wrap: 'word-char',
      align: 'left',
    },
  })
    .png({ compressionLevel: 1 })
    .toBuffer({ resolveWithObject: true });
  return { image: data, width: info.width, height: info.height };
}

/**
 * sharp crops the text's image to its ink, so where the lines start would depend on the letters drawn (an
 * `a` sits lower than an `A`, a short Arabic line hugs the right). An invisible bar on a left-to-right line of
 * its own (LRM makes it so) above the text pins the image's left edge to the box's left and its top to that
 * line's bar; the bar's own height then tells where the first real line's box begins.
 */
const marker = '\u200e<span alpha="1">|</span>';

type LaidOut = { image: Buffer; width: number; height: number; firstLineTop: number };

async function layOut(markup: string, style: TextStyle, width: number): Promise<LaidOut> {
  const [text, bar] = await Promise.all([renderMarkup(`${marker}\n${markup}`, style, width), renderMarkup(marker, style, width)]);
  // the bar is drawn about the middle of its line box: its line's top is half a line above its middle
  const firstLineTop = Math.round(bar.height / 2 - style.lineHeightPx / 2 + style.lineHeightPx);
  return { ...text, firstLineTop };
}

/**
 * The buyer's text drawn into a box of the card: wrapped by word at the box's width, keeping the line breaks
 * typed, set smaller step by step while it is taller than the box (postcardShrinkSteps, the steps the
 * browser's preview takes), then cut at the box's foot. Answers a composite for sharp, or null when there is
 * nothing to draw.
 */
export async function drawTextInBox(text: string, style: TextStyle, box: PixelBox): Promise<OverlayOptions | null> {
  const typed = normaliseText(text);
  if (typed.trim() === '') return null;
  await registerPostcardFonts();
  const markup = escapePangoMarkup(typed);
  let laidOut: LaidOut | undefined;
  let shrunk = style;
  for (const scale of postcardShrinkSteps()) {
    shrunk = { ...style, sizePx: style.sizePx * scale, lineHeightPx: style.lineHeightPx * scale };
    laidOut = await layOut(markup, shrunk, box.width);
    if (laidOut.height - laidOut.firstLineTop <= box.height) break;
  }
  if (!laidOut) return null;
  // a tall first letter or flourish may rise a little above its line box: keep it, up to a third of the font size
  const top = Math.max(0, laidOut.firstLineTop - Math.round(shrunk.sizePx / 3));
  const height = Math.min(laidOut.height - top, box.height + (laidOut.firstLineTop - top));
  const width = Math.min(laidOut.width, box.width);
  const image = await sharp(laidOut.image).extract({ left: 0, top, width, height }).png({ compressionLevel: 1 }).toBuffer();
  return { input: image, left: box.left, top: box.top - (laidOut.firstLineTop - top) };
}

/** One short line centred in its box (the card's brand line), in the plain faces. */
export async function drawCentredLine(text: string, style: TextStyle, box: PixelBox): Promise<OverlayOptions> {
  await registerPostcardFonts();
  const line = await renderMarkup(escapePangoMarkup(text), style, box.width);
  return { input: line.image, left: box.left + Math.round((box.width - line.width) / 2), top: box.top };
}
