import { useId, useState } from 'react';
import { CopyIcon } from '../../../components/icons.tsx';
import { useCopyCode } from '../../../components/use-copy-code.ts';
import { couponCodeFromNote } from '../../../lib/coupon-note.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/** The code taken from the note, shown with a Copy button; the booking flow's coupon sheet will take it over. */
function CouponBox({ id, code }: { id: string; code: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const copyCode = useCopyCode();
  return (
    <section className="coupon-panel" id={id} aria-labelledby={headingId}>
      <h2 className="coupon-panel__heading" id={headingId}>
        {t('discovery.package.coupon_heading')}
      </h2>
      <p>{t('discovery.package.coupon_text')}</p>
      <div className="coupon-box">
        <strong className="coupon-box__code" dir="ltr">
          {code}
        </strong>
        <button
          type="button"
          className="button button--quiet"
          aria-label={t('discovery.coupon.copy_code', { code })}
          onClick={() => void copyCode(code)}
        >
          <CopyIcon />
          {t('discovery.coupon.copy')}
        </button>
      </div>
    </section>
  );
}

/**
 * The package's note (enable_note=1, spec part 1 §2). When it names a coupon code, selecting the note
 * takes the code out of its text and opens the coupon box with it: the booking flow's coupon sheet when
 * the page has one (`onCoupon`), else a box with the code to copy.
 */
export function NoteBox({ note, onCoupon }: { note: string; onCoupon?: (code: string) => void }) {
  const { t } = useTranslation();
  const boxId = useId();
  const [open, setOpen] = useState(false);
  const code = couponCodeFromNote(note);
  if (!code) return <p className="note-box">{note}</p>;
  if (onCoupon) {
    return (
      <button type="button" className="note-box note-box--action" aria-haspopup="dialog" onClick={() => onCoupon(code)}>
        <span className="note-box__text">{note}</span>
        <span className="note-box__hint">{t('discovery.package.note_hint')}</span>
      </button>
    );
  }
  return (
    <>
      <button
        type="button"
        className="note-box note-box--action"
        aria-expanded={open}
        aria-controls={open ? boxId : undefined}
        onClick={() => setOpen((shown) => !shown)}
      >
        <span className="note-box__text">{note}</span>
        <span className="note-box__hint">{t('discovery.package.note_hint')}</span>
      </button>
      {open && <CouponBox id={boxId} code={code} />}
    </>
  );
}
