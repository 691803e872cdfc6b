import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/**
 * A QR code of `value` as an image (spec part 2 §2.2: the order number, shown only for a confirmed
 * booking). Dark on white with a quiet zone, never mirrored on Arabic pages.
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  const [source, setSource] = useState<{ value: string; url: string } | null>(null);
  useEffect(() => {
    let current = true;
    QRCode.toDataURL(value, {
      errorCorrectionLevel: 'M',
      margin: 2,
      width: 240,
      color: { dark: '#1d1b20', light: '#ffffff' },
    }).then(
      (url) => {
        if (current) setSource({ value, url });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [value]);
  if (source?.value !== value) return <div className="qr-code qr-code--loading" aria-hidden="true" />;
  return <img className="qr-code" src={source.url} width={240} height={240} alt={label} data-value={value} />;
}
