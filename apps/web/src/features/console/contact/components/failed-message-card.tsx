import { formatDateTime } from '@portal/domain/date-format';
import type { UndeliveredMessage } from '@portal/contract/console-messages';
import { useId } from 'react';
import { useTranslation } from '../../../../lib/i18n.ts';

type FailedMessageCardProps = {
  message: UndeliveredMessage;
  /** true while this message's resend is on its way */
  busy: boolean;
  onResend: (message: UndeliveredMessage) => void;
};

/** Why a message cannot be resent from here, or null when it can. */
function notResendableReason(message: UndeliveredMessage): string | null {
  if (message.resendable === 1) return null;
  return message.kind === 'code' ? 'console-messages.failed.code_never_resent' : 'console-messages.failed.still_retrying';
}

/** One undelivered e-mail or SMS: what and to whom, the provider's last error, and Resend when it may be sent again. */
export function FailedMessageCard({ message, busy, onResend }: FailedMessageCardProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const kind = t(`console-messages.kinds.${message.kind}`);
  const reason = notResendableReason(message);
  return (
    <li className="failed-message">
      <article aria-labelledby={headingId}>
        <header className="contact-message__head">
          <h3 id={headingId} className="contact-message__name" dir="auto">
            {message.subject || kind}
          </h3>
          <span className={`message-state message-state--${message.status === 'failed' ? 'failed' : 'open'}`}>
            {t(`console-messages.failed.status.${message.status}`)}
          </span>
        </header>
        <dl className="review__facts">
          <dt>{t('console-messages.failed.channel')}</dt>
          <dd>{t(`console-messages.channels.${message.channel}`)}</dd>
          <dt>{t('console-messages.failed.kind')}</dt>
          <dd>{kind}</dd>
          <dt>{t('console-messages.failed.recipient')}</dt>
          <dd>
            <bdi dir="ltr">{message.recipient}</bdi>
          </dd>
          <dt>{t('console-messages.failed.written')}</dt>
          <dd>{formatDateTime(message.created_at)}</dd>
          <dt>{t('console-messages.failed.attempts')}</dt>
          <dd>{message.attempts}</dd>
          <dt>{t('console-messages.failed.error')}</dt>
          <dd>
            <code className="failed-message__error" dir="ltr">
              {message.last_error}
            </code>
          </dd>
        </dl>
        {reason ? (
          <p className="form-field__hint">{t(reason)}</p>
        ) : (
          <button type="button" className="button" disabled={busy} aria-describedby={headingId} onClick={() => onResend(message)}>
            {t('console-messages.failed.resend')}
          </button>
        )}
      </article>
    </li>
  );
}
