import type { StepId } from '@portal/domain/booking/index';
import { useTranslation } from '../../../lib/i18n.ts';

type StepBarProps = {
  steps: readonly StepId[];
  current: number;
  /** what each step shows under its name: its running amount, or the chosen date or time */
  valueOf: (step: StepId) => string;
  progress: number;
  onJump: (index: number) => void;
};

/**
 * The step bar (spec part 1 §2): every enabled step with its running amount in AED, the date and time
 * steps with the chosen value; earlier steps are buttons that jump back. It runs in the reading
 * direction, so it mirrors in Arabic, and wraps onto more rows on a narrow screen.
 */
export function StepBar({ steps, current, valueOf, progress, onJump }: StepBarProps) {
  const { t } = useTranslation();
  return (
    <nav className="step-bar" aria-label={t('booking.flow.steps_label')}>
      <div
        className="step-bar__progress"
        role="progressbar"
        aria-label={t('booking.flow.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(progress)}
      >
        <span className="step-bar__fill" style={{ inlineSize: `${progress}%` }} />
      </div>
      <ol className="step-bar__list">
        {steps.map((step, index) => {
          const content = (
            <>
              <span className="step-bar__number" aria-hidden="true">
                {index + 1}
              </span>
              <span className="step-bar__name">{t(`booking.flow.steps.${step}`)}</span>
              <bdi className="step-bar__value">{valueOf(step)}</bdi>
            </>
          );
          const state = index === current ? 'current' : index < current ? 'done' : 'ahead';
          return (
            <li
              key={step}
              className={`step-bar__step step-bar__step--${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              {state === 'done' ? (
                <button type="button" className="step-bar__button" onClick={() => onJump(index)}>
                  {content}
                </button>
              ) : (
                <span className="step-bar__button">{content}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
