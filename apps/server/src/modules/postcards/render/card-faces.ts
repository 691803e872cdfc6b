import { postcardLayout, postcardSizeScale, type PostcardFont, type PostcardSize } from '@portal/domain/postcard';
import sharp, { type Raw, type Sharp } from 'sharp';
import { drawCentredLine, drawTextInBox } from './card-text.ts';
import { faceHeight, faceWidth, toPixels, type PixelBox } from './geometry.ts';

/** A face as raw RGB pixels, so that the print PNG, the preview and the PDF are each encoded from it once. */
export type RawFace = { pixels: Buffer; info: Raw };

async function toRaw(image: Sharp): Promise<RawFace> {
  // a template with transparency or in grey comes out as opaque RGB like every other face
  const { data, info } = await image
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { pixels: data, info: { width: info.width, height: info.height, channels: info.channels } };
}

/**
 * The front: the template over the whole face (cover: cut to the card's proportions, never stretched) and,
 * on a customisable template, the buyer's photo filling the photo window (cover, centred).
 */
export async function drawFront(templateImage: Buffer, photo: Buffer | null): Promise<RawFace> {
  const front = sharp(templateImage).resize(faceWidth, faceHeight, { fit: 'cover' });
  if (!photo) return toRaw(front);
  const window = toPixels(postcardLayout.photoWindow);
  const fitted = await toRaw(sharp(photo).resize(window.width, window.height, { fit: 'cover', position: 'centre' }));
  // sharp composites after it resizes: one pipeline
  return toRaw(front.composite([{ input: fitted.pixels, raw: fitted.info, ...window }]));
}

const back = postcardLayout.back;

/** Lines only (no text: SVG text would take the system's fonts): divider, stamp box and address rules. */
function backLinesSvg(): string {
  const divider = toPixels(back.divider);
  const stamp = toPixels(back.stamp);
  const address = toPixels(back.address);
  const rules = Array.from({ length: back.addressRules }, (_, i) => {
    const y = address.top + Math.round(((i + 1) * address.height) / back.addressRules);
    return `<line x1="${address.left}" y1="${y}" x2="${address.left + address.width}" y2="${y}" />`;
  });
  const cx = stamp.left + stamp.width / 2;
  const cy = stamp.top + stamp.height / 2;
  const star = starPoints(cx, cy, Math.min(stamp.width, stamp.height) * 0.18);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${faceWidth}" height="${faceHeight}">
  <g stroke="${back.rule}" stroke-width="3" fill="none">
    <line x1="${divider.left}" y1="${divider.top}" x2="${divider.left}" y2="${divider.top + divider.height}" />
    ${rules.join('\n    ')}
    <rect x="${stamp.left}" y="${stamp.top}" width="${stamp.width}" height="${stamp.height}" stroke-dasharray="14 10" rx="6" />
    <polygon points="${star}" fill="${back.rule}" stroke="none" opacity="0.6" />
  </g>
</svg>`;
}

/** A five-pointed star centred at (cx, cy): the stamp box's only ornament. */
function starPoints(cx: number, cy: number, radius: number): string {
  return Array.from({ length: 10 }, (_, i) => {
    const r = i % 2 === 0 ? radius : radius * 0.45;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    return `${(cx + r * Math.cos(angle)).toFixed(1)},${(cy + r * Math.sin(angle)).toFixed(1)}`;
  }).join(' ');
}

/** The portal's name under the divider, bilingual, in the bundled sans faces (postcardLayout.back.brand). */
const brandLine = back.brand.text;

function brandBox(): PixelBox {
  const divider = toPixels(back.divider);
  const width = Math.round(faceWidth * back.brand.width);
  const top = divider.top + divider.height + Math.round(faceHeight * back.brand.gap);
  return { left: divider.left - Math.round(width / 2), top, width, height: faceHeight - top };
}

export type BackText = { message: string; address: string; font: PostcardFont | null; size: PostcardSize };

/** The back: message left of the divider, address on the ruled lines, stamp box, brand line under the divider. */
export async function drawBack(text: BackText): Promise<RawFace> {
  const scale = postcardSizeScale[text.size];
  const messageSize = postcardLayout.messageFontSize * faceHeight * scale;
  const addressBox = toPixels(back.address);
  const brandSize = faceHeight * back.brand.fontSize;
  const [message, address, brand] = await Promise.all([
    drawTextInBox(
      text.message,
      { font: text.font, colour: back.ink, sizePx: messageSize, lineHeightPx: messageSize * postcardLayout.messageLineHeight },
      toPixels(back.message),
    ),
    drawTextInBox(
      text.address,
      {
        font: text.font,
        colour: back.ink,
        sizePx: postcardLayout.addressFontSize * faceHeight * scale,
        lineHeightPx: addressBox.height / back.addressRules,
      },
      addressBox,
    ),
    drawCentredLine(brandLine, { font: null, colour: back.rule, sizePx: brandSize, lineHeightPx: brandSize * 1.5 }, brandBox()),
  ]);
  const layers = [{ input: Buffer.from(backLinesSvg()), left: 0, top: 0 }, message, address, brand].filter((l) => l !== null);
  const base = sharp({ create: { width: faceWidth, height: faceHeight, channels: 3, background: back.background } });
  return toRaw(base.composite(layers));
}
