import { useMemo } from 'react';
import { qrShape } from '../qr-path.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/**
 * The QR code of the user's voucher code, drawn as SVG (sharp at any size and in print). Never mirrored
 * in Arabic (docs/conventions.md "Texts and two directions"); the code is also shown as text for a cashier who types it in.
 */
export function VoucherQr({ code }: { code: string }) {
  const { t } = useTranslation();
  const shape = useMemo(() => qrShape(code), [code]);
  return (
    <figure className="voucher-qr">
      <svg
        className="voucher-qr__image"
        viewBox={`0 0 ${shape.size} ${shape.size}`}
        role="img"
        aria-label={t('vouchers.qr_label', { code })}
        shapeRendering="crispEdges"
      >
        <rect width={shape.size} height={shape.size} fill="#fff" />
        <path d={shape.path} fill="#000" />
      </svg>
      <figcaption className="voucher-qr__caption">
        {t('vouchers.code_label')}{' '}
        <bdi className="voucher-qr__code" dir="ltr">
          {code}
        </bdi>
      </figcaption>
    </figure>
  );
}
