import { formatDate, formatDateTime } from '@portal/domain/date-format';
import type { CustomerDetail } from '@portal/contract/console-customers';
import type { ReactNode } from 'react';
import { formatAed } from '../../../../lib/format.ts';
import { useLanguage, useTranslation } from '../../../../lib/i18n.ts';
import { localized } from '../../../../lib/localized.ts';

type Fact = { label: string; value: ReactNode };

/** One row of a customer's list: its number (left to right) and what to know about it. */
type Row = { key: number; title: ReactNode; facts: Fact[] };

const ltr = (value: string) => <bdi dir="ltr">{value}</bdi>;

/** A section of the customer page: a heading with the count, the rows as cards, or a line saying there are none. */
function CustomerListSection({ id, title, empty, rows }: { id: string; title: string; empty: string; rows: Row[] }) {
  return (
    <section className="customer-list" aria-labelledby={id}>
      <h2 id={id} className="review__heading">
        {title} <span className="customer-list__count">({rows.length})</span>
      </h2>
      {rows.length === 0 ? (
        <p className="customer-list__empty">{empty}</p>
      ) : (
        <ul className="customer-list__rows">
          {rows.map((row) => (
            <li key={row.key} className="customer-list__row">
              <p className="customer-list__title">{row.title}</p>
              <dl className="customer-list__facts">
                {row.facts.map((fact) => (
                  <div key={fact.label} className="customer-list__fact">
                    <dt>{fact.label}</dt>
                    <dd>{fact.value}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * What the customer bought, sent and played, newest first: bookings, store and postcard orders, invoices,
 * raffle tickets, voucher codes and scratch plays, each a section of cards that wrap on a phone.
 */
export function CustomerLists({ detail }: { detail: CustomerDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const k = (key: string) => t(`console-customers.${key}`);
  const money = (amount: number) => ltr(formatAed(amount, language));
  const made = (at: string): Fact => ({ label: k('fields.created_at'), value: formatDateTime(at) });
  // paid orders answer 1, pending 0, anything else failed (spec part 2 §4)
  const orderStatus = (status: number) => k(`order_status.${status === 0 || status === 1 ? status : 'failed'}`);
  const step = (processing: string): Fact[] => (processing ? [{ label: k('fields.step'), value: processing }] : []);

  const sections = [
    {
      id: 'customer-bookings',
      rows: detail.bookings.map((b) => ({
        key: b.id,
        title: ltr(b.order_number),
        facts: [
          { label: k('fields.package'), value: localized(b, 'package_name', language) },
          { label: k('fields.date'), value: b.date ? formatDate(b.date) : k('no_date') },
          {
            label: k('fields.status'),
            value: t(`console-customers.booking_status.${b.status}`, { defaultValue: k('order_status.failed') }),
          },
          { label: k('fields.total'), value: money(b.total) },
          made(b.created_at),
        ],
      })),
    },
    {
      id: 'customer-store-orders',
      rows: detail.store_orders.map((o) => ({
        key: o.id,
        title: ltr(o.order_number),
        facts: [
          { label: k('fields.store'), value: localized(o, 'store_name', language) },
          { label: k('fields.status'), value: orderStatus(o.status) },
          ...step(o.processing_status),
          { label: k('fields.total'), value: money(o.total) },
          made(o.created_at),
        ],
      })),
    },
    {
      id: 'customer-postcard-orders',
      rows: detail.postcard_orders.map((o) => ({
        key: o.id,
        title: ltr(o.order_number),
        facts: [
          { label: k('fields.card'), value: localized(o, 'name', language) },
          { label: k('fields.status'), value: orderStatus(o.status) },
          ...step(o.processing_status),
          { label: k('fields.total'), value: money(o.amount) },
          made(o.created_at),
        ],
      })),
    },
    {
      id: 'customer-invoices',
      rows: detail.invoices.map((i) => ({
        key: i.id,
        title: ltr(i.invoice_number),
        facts: [
          { label: k('fields.vendor'), value: i.vendor_name || '—' },
          { label: k('fields.status'), value: t(`console-customers.invoice_status.${i.status}`) },
          { label: k('fields.amount'), value: i.amount === '' ? k('not_read') : money(i.amount) },
          made(i.created_at),
        ],
      })),
    },
    {
      id: 'customer-raffle-tickets',
      rows: detail.raffle_tickets.map((r) => ({
        key: r.id,
        title: ltr(r.raffle_number),
        facts: [
          { label: k('fields.campaign'), value: localized(r, 'campaign_name', language) },
          { label: k('fields.invoice'), value: ltr(r.invoice_number) },
          made(r.created_at),
        ],
      })),
    },
    {
      id: 'customer-voucher-codes',
      rows: detail.voucher_codes.map((c) => ({
        key: c.id,
        title: ltr(c.code),
        facts: [
          { label: k('fields.voucher'), value: localized(c, 'voucher_name', language) },
          { label: k('fields.issued_at'), value: formatDateTime(c.issued_at) },
          {
            label: k('fields.redeemed_at'),
            value: c.redeemed_at ? formatDateTime(c.redeemed_at) : k('not_redeemed'),
          },
        ],
      })),
    },
    {
      id: 'customer-scratch-plays',
      rows: detail.scratch_plays.map((p) => ({
        key: p.id,
        title: localized(p, 'campaign_name', language),
        facts: [
          { label: k('fields.prize'), value: p.prize_name ? localized(p, 'prize_name', language) : k('no_prize') },
          { label: k('fields.played_at'), value: formatDate(p.played_at) },
        ],
      })),
    },
  ];
  return (
    <div className="customer-lists">
      {sections.map((section) => (
        <CustomerListSection
          key={section.id}
          id={section.id}
          title={t(`console-customers.sections.${section.id}`)}
          empty={t(`console-customers.sections.${section.id}_none`)}
          rows={section.rows}
        />
      ))}
    </div>
  );
}
