import { PDFDocument } from 'pdf-lib';

/** A6 landscape in PDF points (148 × 105 mm; 1 pt = 1/72 inch). */
export const a6Landscape = { width: (148 / 25.4) * 72, height: (105 / 25.4) * 72 } as const;

/**
 * The print-ready file: one A6 landscape page per face, each face's 300 dpi image full-bleed. The faces go in
 * as high-quality JPEG: pdf-lib copies a JPEG as it is, where a PNG would be decoded and deflated again in
 * JavaScript (seconds, and a file several times larger) for no difference a print shows.
 */
export async function cardPdf(faces: { front: Buffer; back: Buffer }, title: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setCreator('Heart of Sharjah');
  pdf.setProducer('Heart of Sharjah');
  for (const jpeg of [faces.front, faces.back]) {
    const image = await pdf.embedJpg(jpeg);
    const page = pdf.addPage([a6Landscape.width, a6Landscape.height]);
    page.drawImage(image, { x: 0, y: 0, width: a6Landscape.width, height: a6Landscape.height });
  }
  return Buffer.from(await pdf.save());
}
