import { formatDateTime } from '@portal/domain/date-format';
import type { ContactMessage } from '@portal/contract/console-messages';
import { useId } from 'react';
import { useTranslation } from '../../../../lib/i18n.ts';

type ContactMessageCardProps = {
  message: ContactMessage;
  /** true while this message's change is on its way */
  busy: boolean;
  onMark: (message: ContactMessage, handled: 0 | 1) => void;
};

/** One visitor message as support staff answer it: who wrote, when, what (line breaks kept), and whether it is answered. */
export function ContactMessageCard({ message, busy, onMark }: ContactMessageCardProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const handled = message.handled === 1;
  return (
    <li className="contact-message">
      <article aria-labelledby={headingId}>
        <header className="contact-message__head">
          <h3 id={headingId} className="contact-message__name" dir="auto">
            {message.name}
          </h3>
          <span className={`message-state message-state--${handled ? 'done' : 'open'}`}>
            {t(handled ? 'console-messages.contact.answered' : 'console-messages.contact.open')}
          </span>
        </header>
        <p className="contact-message__meta">
          <a href={`mailto:${message.email}`} dir="ltr">
            {message.email}
          </a>
          <span>{formatDateTime(message.created_at)}</span>
          <span>{t(`console-messages.contact.written_in.${message.language}`)}</span>
        </p>
        <p className="contact-message__text" dir="auto">
          {message.message}
        </p>
        {handled && (
          <p className="contact-message__handled">
            {t('console-messages.contact.answered_by', {
              name: message.handled_by || t('console-messages.contact.an_operator'),
              when: formatDateTime(message.handled_at),
            })}
          </p>
        )}
        <button
          type="button"
          className={handled ? 'button button--plain' : 'button'}
          disabled={busy}
          aria-describedby={headingId}
          onClick={() => onMark(message, handled ? 0 : 1)}
        >
          {t(handled ? 'console-messages.contact.reopen' : 'console-messages.contact.mark_answered')}
        </button>
      </article>
    </li>
  );
}
