import type { PostcardFont, PostcardSize } from '@portal/domain/postcard';
import sharp from 'sharp';
import { drawBack, drawFront, type RawFace } from './card-faces.ts';
import { cardPdf } from './card-pdf.ts';
import { faceHeight, faceWidth } from './geometry.ts';

export type PostcardRenderInput = {
  /** the template's picture (any size: cut to the card's proportions) */
  templateImage: Buffer;
  /** the buyer's photo, already checked by preparePostcardPhoto; null on a ready-made card or without a photo */
  photo: Buffer | null;
  text: { message: string; address: string; font: PostcardFont | null; size: PostcardSize };
};

export type RenderedCard = {
  /** PNG, 1748 × 1240: A6 landscape at 300 dpi */
  front: Buffer;
  /** PNG, 1748 × 1240 */
  back: Buffer;
  /** JPEG, 874 × 620: what the order pages and the e-mail show */
  frontPreview: Buffer;
  /** JPEG, 874 × 620 */
  backPreview: Buffer;
  /** two pages of A6 landscape, front then back */
  pdf: Buffer;
};

export const postcardPreviewSize = { width: faceWidth / 2, height: faceHeight / 2 } as const;

type EncodedFace = { png: Buffer; preview: Buffer; printJpeg: Buffer };

function encodeFace(face: RawFace): Promise<EncodedFace> {
  const pixels = () => sharp(face.pixels, { raw: face.info });
  return Promise.all([
    // level 6 with no adaptive filtering: a third of the default's time for a file about a tenth larger
    pixels().png({ compressionLevel: 6, adaptiveFiltering: false }).toBuffer(),
    pixels().resize(postcardPreviewSize.width, postcardPreviewSize.height).jpeg({ quality: 85, mozjpeg: false }).toBuffer(),
    // no chroma subsampling: thin coloured strokes of the lettering stay sharp in print
    pixels().jpeg({ quality: 92, chromaSubsampling: '4:4:4' }).toBuffer(),
  ]).then(([png, preview, printJpeg]) => ({ png, preview, printJpeg }));
}

/**
 * The card as the print shop gets it (decision 033): both faces drawn here at 300 dpi from the template,
 * the checked photo and the typed text, with the fonts the browser's preview uses and the same layout
 * (packages/domain/src/postcard.ts), never the images a browser sends.
 */
export async function renderPostcard(input: PostcardRenderInput): Promise<RenderedCard> {
  const [frontFace, backFace] = await Promise.all([drawFront(input.templateImage, input.photo), drawBack(input.text)]);
  const [front, back] = await Promise.all([encodeFace(frontFace), encodeFace(backFace)]);
  const pdf = await cardPdf({ front: front.printJpeg, back: back.printJpeg }, 'Heart of Sharjah postcard');
  return { front: front.png, back: back.png, frontPreview: front.preview, backPreview: back.preview, pdf };
}
