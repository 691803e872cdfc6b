/**
 * The postcard's geometry and type (spec part 2 §2.7, §5, §9; docs/decisions/033-postcards.md): one source
 * for the browser's live preview and the server's print-ready card, so that what the buyer sees is what
 * the print shop gets. Every position and size is a fraction of the face (A6 landscape), so the preview at
 * any width and the print at 300 dpi lay the card out the same way.
 */

/** The fixed lists (spec part 2 §2.7, §5): the names the buyer picks and the sizes, in the specification's order. */
export const postcardFonts = ['Sarah', 'Charlie', 'Lauren', 'Alexander', 'Roboto'] as const;
export type PostcardFont = (typeof postcardFonts)[number];
export const postcardSizes = ['100%', '135%', '150%'] as const;
export type PostcardSize = (typeof postcardSizes)[number];
/** spec part 2 §5: "defaults are Normal size and the inherited font" */
export const defaultPostcardSize: PostcardSize = '100%';
export const postcardSizeScale: Record<PostcardSize, number> = { '100%': 1, '135%': 1.35, '150%': 1.5 };

/** spec part 2 §5, §9: counted as the browser's maxlength counts (UTF-16 code units) */
export const postcardLimits = { address: 88, message: 380 } as const;

/** A6 landscape (148 × 105 mm) at 300 dpi: the size of each printed face, in pixels. */
export const postcardPrint = { widthMm: 148, heightMm: 105, dpi: 300, width: 1748, height: 1240 } as const;
export const postcardAspect = postcardPrint.width / postcardPrint.height;

/**
 * The open typeface behind each name the buyer picks, and the Arabic one that carries Arabic letters in
 * it (neither Latin face has Arabic glyphs; the browser and the server both fall back to it per
 * character). The families are the font files' own names: the browser loads them from @fontsource, the
 * server from the same files converted to TrueType (apps/server/assets/postcard-fonts).
 * `inherit` is the card's font when the buyer picks none.
 */
export const postcardTypefaces: Record<PostcardFont | 'inherit', { latin: string; arabic: string }> = {
  Sarah: { latin: 'Dancing Script', arabic: 'Amiri' },
  Charlie: { latin: 'Caveat', arabic: 'Amiri' },
  Lauren: { latin: 'Great Vibes', arabic: 'Amiri' },
  Alexander: { latin: 'Alex Brush', arabic: 'Amiri' },
  Roboto: { latin: 'Roboto', arabic: 'Noto Sans Arabic' },
  inherit: { latin: 'Roboto', arabic: 'Noto Sans Arabic' },
};

/** A box on a face: left, top, width and height as fractions of the face's width and height. */
export type FaceBox = { left: number; top: number; width: number; height: number };

export const postcardLayout = {
  /** front of a customisable template: the window the buyer's photo fills (cover, centred) */
  photoWindow: { left: 0.1, top: 0.13, width: 0.8, height: 0.63 } satisfies FaceBox,
  back: {
    background: '#fbf7ef',
    ink: '#1f2a44',
    rule: '#c9b89a',
    message: { left: 0.06, top: 0.1, width: 0.42, height: 0.8 } satisfies FaceBox,
    /** the vertical line between the message and the address */
    divider: { left: 0.525, top: 0.1, width: 0, height: 0.8 } satisfies FaceBox,
    stamp: { left: 0.8, top: 0.08, width: 0.14, height: 0.22 } satisfies FaceBox,
    address: { left: 0.57, top: 0.46, width: 0.37, height: 0.42 } satisfies FaceBox,
    /** ruled lines under the address, evenly spaced in its box */
    addressRules: 4,
    /**
     * The portal's name under the divider, centred on it in a box `width` of the face wide, `gap` of the face's
     * height below the divider, in the plain faces (postcardTypefaces.inherit) and the rule's colour;
     * fontSize is a fraction of the face's height.
     */
    brand: { text: 'Heart of Sharjah · قلب الشارقة', width: 0.3, gap: 0.02, fontSize: 0.018 },
  },
  /**
   * Font sizes at 100 %, as fractions of the face's height (× postcardSizeScale for Large and X-Large):
   * 380 characters at 150 % in the narrowest face still fit the message box. Text that would overflow its
   * box is set smaller until it fits, on both sides.
   */
  messageFontSize: 0.03,
  addressFontSize: 0.034,
  /**
   * The message's line height as a factor of its font size (CSS `line-height: 1.5`; the server sets the same
   * height in pixels). The address is written on its rules: its line height is the address box's height divided
   * by `back.addressRules` (the rules sit at the foot of each line box, so each line is centred above its rule),
   * and it shrinks with a shrunk text.
   */
  messageLineHeight: 1.5,
  /** the smallest a shrunk text may get, as a fraction of its chosen size */
  minShrink: 0.6,
} as const;

/**
 * The sizes a text that overflows its box is tried at, as fractions of its chosen size: from 1 down by 0.05
 * to postcardLayout.minShrink. The first that fits is used (at the last the text is cut at the box's foot).
 */
export function postcardShrinkSteps(): number[] {
  const steps: number[] = [];
  // counted in hundredths, so the steps are exact (0.65, not 0.6500000000000001)
  for (let hundredths = 100; hundredths > postcardLayout.minShrink * 100; hundredths -= 5) steps.push(hundredths / 100);
  return [...steps, postcardLayout.minShrink];
}

/** The CSS font-family of a card text: the Latin face, its Arabic partner, then a generic fallback. */
export function postcardFontFamily(font: PostcardFont | null | undefined): string {
  const faces = postcardTypefaces[font ?? 'inherit'];
  return `'${faces.latin}', '${faces.arabic}', ${font === 'Roboto' || !font ? 'sans-serif' : 'cursive'}`;
}
