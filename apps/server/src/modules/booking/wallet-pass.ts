import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import type { Booking } from '@portal/contract/bookings';
import type { TicketLanguage } from '@portal/contract/tickets';
import { formatDate } from '@portal/domain/date-format';
import { strToU8, zipSync } from 'fflate';
import forge from 'node-forge';
import sharp from 'sharp';
import type { Config } from '../../config.ts';

/**
 * Apple Wallet passes of tickets (decision 073): a `.pkpass` is a zip of pass.json, its images, manifest.json
 * (each file's SHA-1) and `signature`, a detached PKCS#7 signature of the manifest by the operator's pass
 * certificate, with Apple's WWDR intermediate certificate beside it. The pass's QR code holds the order number,
 * as the ticket's does, so check-in scans either.
 */

/** The operator's signing material, read once from the files the configuration names. */
export type PassSigner = {
  passTypeIdentifier: string;
  teamIdentifier: string;
  certificate: forge.pki.Certificate;
  key: forge.pki.rsa.PrivateKey;
  wwdr: forge.pki.Certificate;
};

/** The signer the configuration describes, or null when passes are not configured. */
export async function passSignerOf(config: Config): Promise<PassSigner | null> {
  const { WALLET_PASS_TYPE_ID, WALLET_TEAM_ID, WALLET_CERT_FILE, WALLET_KEY_FILE, WALLET_WWDR_FILE } = config;
  if (!WALLET_PASS_TYPE_ID || !WALLET_TEAM_ID || !WALLET_CERT_FILE || !WALLET_KEY_FILE || !WALLET_WWDR_FILE) return null;
  const [cert, key, wwdr] = await Promise.all(
    [WALLET_CERT_FILE, WALLET_KEY_FILE, WALLET_WWDR_FILE].map((file) => fs.readFile(file, 'utf8')),
  );
  const privateKey = (
    config.WALLET_KEY_PASSPHRASE
      ? forge.pki.decryptRsaPrivateKey(key!, config.WALLET_KEY_PASSPHRASE)
      : forge.pki.privateKeyFromPem(key!)
  ) as forge.pki.rsa.PrivateKey | null;
  if (!privateKey) throw new Error('WALLET_KEY_FILE could not be read with WALLET_KEY_PASSPHRASE');
  return {
    passTypeIdentifier: WALLET_PASS_TYPE_ID,
    teamIdentifier: WALLET_TEAM_ID,
    certificate: forge.pki.certificateFromPem(cert!),
    key: privateKey,
    wwdr: forge.pki.certificateFromPem(wwdr!),
  };
}

const words = {
  en: {
    ticket: 'Ticket',
    destination: 'Destination',
    date: 'Date',
    time: 'Time',
    guests: 'Guests',
    number: 'Booking number',
    meet: 'Meeting point',
    adults: 'adults',
    children: 'children',
  },
  ae: {
    ticket: 'تذكرة',
    destination: 'الوجهة',
    date: 'التاريخ',
    time: 'الوقت',
    guests: 'الضيوف',
    number: 'رقم الحجز',
    meet: 'نقطة الالتقاء',
    adults: 'بالغون',
    children: 'أطفال',
  },
} as const;

/** pass.json of a confirmed booking: an event ticket in the booking's language, its QR code the order number. */
export function passJson(
  booking: Booking,
  language: TicketLanguage,
  signer: PassSigner,
  options: { organization: string; publicUrl: string },
) {
  const w = words[language];
  const ae = language === 'ae';
  const packageName = (ae && booking.package_arabic_name) || booking.package_name;
  const destination = (ae && booking.dest_arabic_name) || booking.destination_name;
  const meeting = (ae && booking.arabic_meeting_point) || booking.meeting_point;
  const guests = `${booking.adult_qty} ${w.adults}${booking.child_qty > 0 ? ` · ${booking.child_qty} ${w.children}` : ''}`;
  const barcode = {
    format: 'PKBarcodeFormatQR',
    message: booking.order_number,
    messageEncoding: 'iso-8859-1',
    altText: booking.order_number,
  };
  return {
    formatVersion: 1,
    passTypeIdentifier: signer.passTypeIdentifier,
    teamIdentifier: signer.teamIdentifier,
    serialNumber: booking.order_number,
    organizationName: options.organization,
    description: `${w.ticket} · ${packageName}`,
    backgroundColor: 'rgb(122, 31, 61)',
    foregroundColor: 'rgb(255, 255, 255)',
    labelColor: 'rgb(255, 226, 236)',
    ...(booking.date ? { relevantDate: `${booking.date}T00:00:00+04:00` } : {}),
    barcodes: [barcode],
    // iOS before 9 reads the single barcode
    barcode,
    eventTicket: {
      primaryFields: [{ key: 'event', label: destination, value: packageName }],
      secondaryFields: [
        ...(booking.date ? [{ key: 'date', label: w.date, value: formatDate(booking.date) }] : []),
        ...(booking.time_slot ? [{ key: 'time', label: w.time, value: booking.time_slot }] : []),
      ],
      auxiliaryFields: [{ key: 'guests', label: w.guests, value: guests }],
      backFields: [
        { key: 'number', label: w.number, value: booking.order_number },
        ...(meeting ? [{ key: 'meet', label: w.meet, value: meeting }] : []),
        {
          key: 'link',
          label: w.ticket,
          value: new URL(`/booking-details/${booking.order_number}`, options.publicUrl).toString(),
        },
      ],
    },
  };
}

/** The pass's images, made once: the portal's colour as a square icon and a logo strip. */
let images: Promise<Record<string, Uint8Array>> | undefined;
const passImages = () =>
  (images ??= (async () => {
    const square = (size: number) =>
      sharp({ create: { width: size, height: size, channels: 4, background: { r: 122, g: 31, b: 61, alpha: 1 } } })
        .png()
        .toBuffer();
    const [icon, icon2x, logo] = await Promise.all([square(29), square(58), square(50)]);
    return { 'icon.png': icon, 'icon@2x.png': icon2x, 'logo.png': logo };
  })());

const sha1 = (data: Uint8Array) => createHash('sha1').update(data).digest('hex');

/** A detached PKCS#7 (CMS SignedData) signature of `manifest`, DER, with the signing certificate and WWDR. */
export function signManifest(manifest: Uint8Array, signer: PassSigner, now: Date): Uint8Array {
  const p7 = forge.pkcs7.createSignedData();
  p7.content = forge.util.createBuffer(Buffer.from(manifest).toString('binary'));
  p7.addCertificate(signer.certificate);
  p7.addCertificate(signer.wwdr);
  p7.addSigner({
    key: signer.key,
    certificate: signer.certificate,
    digestAlgorithm: forge.pki.oids.sha256!,
    authenticatedAttributes: [
      { type: forge.pki.oids.contentType!, value: forge.pki.oids.data! },
      { type: forge.pki.oids.messageDigest! },
      { type: forge.pki.oids.signingTime!, value: now as unknown as string },
    ],
  });
  p7.sign({ detached: true });
  return Buffer.from(forge.asn1.toDer(p7.toAsn1()).getBytes(), 'binary');
}

/** The `.pkpass` file of a confirmed booking. */
export async function walletPass(
  booking: Booking,
  language: TicketLanguage,
  signer: PassSigner,
  options: { organization: string; publicUrl: string; now: Date },
): Promise<Buffer> {
  const files: Record<string, Uint8Array> = {
    'pass.json': strToU8(JSON.stringify(passJson(booking, language, signer, options))),
    ...(await passImages()),
  };
  const manifest = strToU8(JSON.stringify(Object.fromEntries(Object.entries(files).map(([name, data]) => [name, sha1(data)]))));
  return Buffer.from(zipSync({ ...files, 'manifest.json': manifest, signature: signManifest(manifest, signer, options.now) }));
}
