import type { ScratchPrize } from '@portal/contract/scratch';
import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { useCopyCode } from '../../../components/use-copy-code.ts';
import { pictures, pictureSrc } from '../../../lib/images.ts';
import { localized } from '../../../lib/localized.ts';
import { isRevealed, scratchedShare } from '../scratch-progress.ts';
import { useTranslation } from '../../../lib/i18n.ts';

const brushRadius = 24;

/** Paints the silver foil the visitor scratches off. */
function paintFoil(canvas: HTMLCanvasElement, label: string): void {
  const context = canvas.getContext('2d');
  if (!context) return;
  const { width, height } = canvas;
  context.globalCompositeOperation = 'source-over';
  const foil = context.createLinearGradient(0, 0, width, height);
  foil.addColorStop(0, '#b8b4ae');
  foil.addColorStop(0.5, '#dedad4');
  foil.addColorStop(1, '#a9a49d');
  context.fillStyle = foil;
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#3f3a36';
  context.font = `600 ${Math.round(height / 9)}px system-ui, sans-serif`;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(label, width / 2, height / 2);
}

/**
 * spec part 2 §2.3: the prize stays blurred under a foil until more than 65 percent is scratched off,
 * with a mouse, a finger or a pen. Keyboard and screen-reader users reveal it with a button; the prize
 * is hidden from assistive technology until then, as it is from the eye.
 */
export function ScratchCard({ prize }: { prize: ScratchPrize }) {
  const { t } = useTranslation();
  const copyCode = useCopyCode();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const last = useRef<{ x: number; y: number } | null>(null);
  const [revealed, setRevealed] = useState(false);
  const foilLabel = t('scratch.foil');

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || revealed) return;
    const box = canvas.getBoundingClientRect();
    canvas.width = Math.max(1, Math.round(box.width));
    canvas.height = Math.max(1, Math.round(box.height));
    paintFoil(canvas, foilLabel);
  }, [foilLabel, revealed]);

  const scratchTo = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    const canvas = event.currentTarget;
    const context = canvas.getContext('2d');
    if (!context) return;
    const box = canvas.getBoundingClientRect();
    const point = {
      x: ((event.clientX - box.left) * canvas.width) / box.width,
      y: ((event.clientY - box.top) * canvas.height) / box.height,
    };
    const from = last.current ?? point;
    context.globalCompositeOperation = 'destination-out';
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.lineWidth = brushRadius * 2;
    context.beginPath();
    context.moveTo(from.x, from.y);
    context.lineTo(point.x + 0.01, point.y);
    context.stroke();
    last.current = point;
  };

  const checkProgress = (canvas: HTMLCanvasElement) => {
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) return;
    const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
    if (isRevealed(scratchedShare(pixels))) setRevealed(true);
  };

  const name = localized(prize, 'name');
  const description = localized(prize, 'description');

  return (
    <div className="scratch">
      <div className={revealed ? 'scratch__card scratch__card--revealed' : 'scratch__card'}>
        {revealed ? (
          <div className="scratch__prize" aria-hidden="false" data-testid="scratch-prize">
            {prize.logo && (
              <img className="scratch__logo" src={pictureSrc(prize.logo, pictures.square)} width={80} height={80} alt="" />
            )}
            <p className="scratch__won">{t('scratch.you_won')}</p>
            <h2 className="scratch__name">{name}</h2>
            {description && <p className="scratch__description">{description}</p>}
            <p className="scratch__code">
              <span>{t('scratch.code')}</span>{' '}
              <bdi dir="ltr" className="scratch__code-value">
                {prize.voucher_codes}
              </bdi>
            </p>
          </div>
        ) : (
          // under the foil, shapes where the prize will be: its words are not in the page until it is revealed, so
          // neither selecting, reader modes nor the page's text give it away
          <div className="scratch__prize scratch__prize--hidden" aria-hidden="true" data-testid="scratch-prize">
            <span className="scratch__shape scratch__shape--logo" />
            <span className="scratch__shape scratch__shape--short" />
            <span className="scratch__shape scratch__shape--title" />
            <span className="scratch__shape" />
            <span className="scratch__shape scratch__shape--short" />
          </div>
        )}
        {!revealed && (
          <canvas
            ref={canvasRef}
            className="scratch__foil"
            aria-hidden="true"
            onPointerDown={(event) => {
              // a mouse drag on the foil scratches; it must not start selecting the page's text
              event.preventDefault();
              event.currentTarget.setPointerCapture(event.pointerId);
              last.current = null;
              scratchTo(event);
            }}
            onPointerMove={(event) => {
              if (event.buttons === 0 && event.pointerType === 'mouse') return;
              if (!event.currentTarget.hasPointerCapture(event.pointerId)) return;
              scratchTo(event);
            }}
            onPointerUp={(event) => {
              last.current = null;
              checkProgress(event.currentTarget);
            }}
            onPointerCancel={() => {
              last.current = null;
            }}
          />
        )}
      </div>
      <div className="scratch__actions" aria-live="polite">
        {revealed ? (
          <>
            <p className="scratch__status">{t('scratch.revealed', { name })}</p>
            <button type="button" className="button" onClick={() => void copyCode(prize.voucher_codes)}>
              {t('scratch.copy_code')}
            </button>
          </>
        ) : (
          <>
            <p className="scratch__hint">{t('scratch.hint')}</p>
            <button type="button" className="button" onClick={() => setRevealed(true)}>
              {t('scratch.reveal')}
            </button>
          </>
        )}
      </div>
    </div>
  );
}
