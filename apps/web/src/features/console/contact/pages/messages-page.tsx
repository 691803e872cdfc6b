import {
  contactMessageStates,
  messageChannels,
  messageKinds,
  type ContactMessage,
  type ContactMessageState,
  type MessageKind,
  type UndeliveredMessage,
} from '@portal/contract/console-messages';
import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '../../../../components/link.tsx';
import { Pagination } from '../../../../components/pagination.tsx';
import { errorMessageOf } from '../../../../lib/api.ts';
import { useDocumentTitle } from '../../../../lib/document-title.ts';
import { listSearchParams, pageNumberOf } from '../../../../lib/search-params.ts';
import { showToast } from '../../../../lib/toasts.ts';
import { useContactMessages, useMarkContactMessage } from '../api/contact-messages.ts';
import { useFailedMessages, useResendMessage } from '../api/failed-messages.ts';
import { ConsoleListSearch } from '../../shared/components/console-list-search.tsx';
import { ContactMessageCard } from '../components/contact-message-card.tsx';
import { FailedMessageCard } from '../components/failed-message-card.tsx';
import { OperatorGate } from '../../shared/components/operator-gate.tsx';
import { StepFilter } from '../../shared/components/step-filter.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';

const path = '/backoffice/messages';
const perPage = 20;

/** The two sections of the page, chosen in the URL (`?show=failed`), the contact messages first. */
const sections = ['contact', 'failed'] as const;
type Section = (typeof sections)[number];

/** A value of the URL when it is one of `choices`, else null (a hand-edited URL shows the default). */
function oneOf<T extends string>(choices: readonly T[], value: string | null): T | null {
  return choices.find((choice) => choice === value) ?? null;
}

/**
 * /backoffice/messages (operators, decision 036): what visitors wrote through the contact form, marked
 * answered by support staff; and the e-mails and SMS the outbox could not deliver, with their error, resent.
 */
export function MessagesPage() {
  const { t } = useTranslation();
  const title = t('console-messages.title');
  useDocumentTitle(title);
  const [search] = useSearchParams();
  const section: Section = oneOf(sections, search.get('show')) ?? 'contact';

  return (
    <div className="page container backoffice console">
      <h1 className="page__title">{title}</h1>
      <p>{t('console-messages.explained')}</p>
      <nav className="message-sections" aria-label={t('console-messages.sections')}>
        {sections.map((s) => (
          <Link
            key={s}
            to={s === 'contact' ? path : `${path}?show=${s}`}
            className="message-sections__link"
            aria-current={s === section ? 'page' : undefined}
          >
            {t(`console-messages.${s}.title`)}
          </Link>
        ))}
      </nav>
      {section === 'contact' ? <ContactMessages /> : <FailedMessages />}
    </div>
  );
}

/** The contact-form messages: search, open/answered filter, cards and pages. */
function ContactMessages() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const q = search.get('q') ?? '';
  // null: the open messages, the work still to do
  const state = oneOf(contactMessageStates, search.get('state'));
  const page = pageNumberOf(search);
  const messages = useContactMessages({ q, state: state ?? 'open', page, perPage });
  const mark = useMarkContactMessage();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const total = messages.data?.total ?? 0;

  const show = (next: { q?: string; state?: ContactMessageState | null; page?: number }) => {
    const view = { q, state, page: 1, ...next };
    setSearch(listSearchParams(view));
  };
  const showPage = (next: number) => {
    show({ page: next });
    headingRef.current?.focus();
  };

  const onMark = (message: ContactMessage, handled: 0 | 1) =>
    mark.mutate(
      { id: message.id, handled },
      {
        onSuccess: () =>
          showToast(
            'success',
            t(handled ? 'console-messages.contact.marked' : 'console-messages.contact.reopened', { name: message.name }),
          ),
        onError: (error) => showToast('error', errorMessageOf(error)),
      },
    );

  return (
    <OperatorGate path={path} error={messages.error}>
      <div className="console-toolbar">
        <ConsoleListSearch label={t('console-messages.contact.search')} q={q} onSearch={(typed) => show({ q: typed })} />
      </div>
      <StepFilter
        name="contact-message-state"
        options={[null, 'handled', 'all']}
        value={state === 'open' ? null : state}
        onChange={(next) => show({ state: next })}
        label={(s) => t(`console-messages.contact.states.${s ?? 'open'}`)}
      />
      <section aria-labelledby="contact-messages-heading" aria-busy={messages.isFetching}>
        <h2 id="contact-messages-heading" className="review__heading" ref={headingRef} tabIndex={-1}>
          {messages.isPending
            ? t('console-messages.loading')
            : q
              ? // isolated, so an e-mail address searched for reads left to right inside the Arabic sentence
                t('console-messages.contact.found', { count: total, q: `\u2068${q}\u2069` })
              : t('console-messages.contact.count', { count: total })}
        </h2>
        {messages.isPending && <MessagesSkeleton />}
        {messages.data?.data.length === 0 && <p className="empty-state">{t('console-messages.contact.none')}</p>}
        {!!messages.data?.data.length && (
          <ul className="message-cards">
            {messages.data.data.map((message) => (
              <ContactMessageCard
                key={message.id}
                message={message}
                busy={mark.isPending && mark.variables.id === message.id}
                onMark={onMark}
              />
            ))}
          </ul>
        )}
        {total > 0 && <Pagination page={page} perPage={perPage} total={total} onPage={showPage} />}
      </section>
    </OperatorGate>
  );
}

/** The undelivered e-mails and SMS: channel and kind filters, cards with their error, Resend, and pages. */
function FailedMessages() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const channel = oneOf(messageChannels, search.get('channel'));
  const kind = oneOf(messageKinds, search.get('kind'));
  const page = pageNumberOf(search);
  const messages = useFailedMessages({ channel, kind, page, perPage });
  const resend = useResendMessage();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const total = messages.data?.total ?? 0;

  const show = (next: { channel?: string | null; kind?: string | null; page?: number }) => {
    const view = { channel, kind, page: 1, ...next };
    setSearch({
      show: 'failed',
      ...(view.channel ? { channel: view.channel } : {}),
      ...(view.kind ? { kind: view.kind } : {}),
      ...(view.page > 1 ? { page: String(view.page) } : {}),
    });
  };
  const showPage = (next: number) => {
    show({ page: next });
    headingRef.current?.focus();
  };

  const onResend = (message: UndeliveredMessage) =>
    resend.mutate(message.id, {
      onSuccess: () => showToast('success', t('console-messages.failed.resent', { recipient: message.recipient })),
      onError: (error) => showToast('error', errorMessageOf(error)),
    });

  return (
    <OperatorGate path={`${path}?show=failed`} error={messages.error}>
      <form className="message-filters" aria-label={t('console-messages.failed.filters')} onSubmit={(e) => e.preventDefault()}>
        <div className="form-field">
          <label className="form-field__label" htmlFor="failed-channel">
            {t('console-messages.failed.channel')}
          </label>
          <select
            id="failed-channel"
            className="form-field__input"
            value={channel ?? ''}
            onChange={(e) => show({ channel: e.target.value || null })}
          >
            <option value="">{t('console-messages.failed.all_channels')}</option>
            {messageChannels.map((c) => (
              <option key={c} value={c}>
                {t(`console-messages.channels.${c}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="form-field">
          <label className="form-field__label" htmlFor="failed-kind">
            {t('console-messages.failed.kind')}
          </label>
          <select
            id="failed-kind"
            className="form-field__input"
            value={kind ?? ''}
            onChange={(e) => show({ kind: e.target.value || null })}
          >
            <option value="">{t('console-messages.failed.all_kinds')}</option>
            {messageKinds.map((k: MessageKind) => (
              <option key={k} value={k}>
                {t(`console-messages.kinds.${k}`)}
              </option>
            ))}
          </select>
        </div>
      </form>
      <section aria-labelledby="failed-messages-heading" aria-busy={messages.isFetching}>
        <h2 id="failed-messages-heading" className="review__heading" ref={headingRef} tabIndex={-1}>
          {messages.isPending ? t('console-messages.loading') : t('console-messages.failed.count', { count: total })}
        </h2>
        {messages.isPending && <MessagesSkeleton />}
        {messages.data?.data.length === 0 && <p className="empty-state">{t('console-messages.failed.none')}</p>}
        {!!messages.data?.data.length && (
          <ul className="message-cards">
            {messages.data.data.map((message) => (
              <FailedMessageCard
                key={message.id}
                message={message}
                busy={resend.isPending && resend.variables === message.id}
                onResend={onResend}
              />
            ))}
          </ul>
        )}
        {total > 0 && <Pagination page={page} perPage={perPage} total={total} onPage={showPage} />}
      </section>
    </OperatorGate>
  );
}

/** Two cards' worth of grey lines while a list loads. */
function MessagesSkeleton() {
  return (
    <div className="message-cards skeleton" aria-hidden="true">
      {[0, 1].map((i) => (
        <div key={i} className="contact-message">
          <div className="skeleton__line skeleton__line--title" />
          <div className="skeleton__line" />
          <div className="skeleton__line" />
        </div>
      ))}
    </div>
  );
}
