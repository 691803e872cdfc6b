import { formatDate, formatDateTime } from '@portal/domain/date-format';
import type { AuditEntry } from '@portal/contract/console';
import { formatAed } from '../../../lib/format.ts';
import type { Language } from '../../../lib/language.ts';
import type { TFunction } from '../../../lib/translator.ts';
import { changeKind } from './audit-diff.ts';

/**
 * The audit log in words (console-audit.json): each action the server audits has a sentence, each field of an
 * audited record a label and a way its value reads. A field or action this table does not know still reads:
 * its key humanised, its value by its shape.
 */

/** How a field's value reads. */
export type ValueKind =
  | 'text'
  | 'money'
  | 'flag'
  | 'date'
  | 'moment'
  | 'html'
  | 'booking_status'
  | 'invoice_status'
  | 'fulfilment_step'
  | 'postcard_step'
  | 'staff_role'
  | 'account_role'
  | 'coupon_type'
  | 'person_type'
  | 'percent'
  | 'reseller_status';

/**
 * How each action's entry is told: `write` by what the change did to the record (created, changed or deleted);
 * any other name is the sentence of its own in console-audit.json `sentences`.
 */
export const auditActions = {
  reviewInvoice: 'reviewInvoice',
  commitRaffle: 'commitRaffle',
  drawRaffle: 'drawRaffle',
  redeemVoucherCode: 'redeemVoucherCode',
  updateStoreOrderFulfilment: 'moveOrder',
  updatePostcardOrder: 'moveOrder',
  inviteOperator: 'inviteOperator',
  updateOperatorRole: 'updateOperatorRole',
  removeOperator: 'removeOperator',
  uploadConsoleImage: 'uploadConsoleImage',
  savePostcardTemplate: 'write',
  issueGiftCard: 'write',
  blockGiftCard: 'write',
  adjustGiftCard: 'write',
  saveGiftCardSettings: 'write',
  deletePostcardTemplate: 'write',
  saveDestination: 'write',
  deleteDestination: 'write',
  saveTag: 'write',
  deleteTag: 'write',
  savePackage: 'write',
  deletePackage: 'write',
  saveSubPackage: 'write',
  deleteSubPackage: 'write',
  saveMeal: 'write',
  deleteMeal: 'write',
  saveTransport: 'write',
  deleteTransport: 'write',
  savePackageOptionList: 'write',
  saveTimeSlot: 'write',
  moveTimeSlot: 'move',
  deleteTimeSlot: 'write',
  saveDateTickets: 'write',
  setDatesClosed: 'write',
  saveDatePrices: 'write',
  removeDatePrices: 'write',
  saveSlider: 'write',
  moveSlider: 'move',
  deleteSlider: 'write',
  saveHomeSettings: 'write',
  saveSitePage: 'write',
  savePromotion: 'write',
  saveSupportContact: 'write',
  saveSeeSharjahDestinations: 'saveSeeSharjahDestinations',
  saveCoupon: 'write',
  deleteCoupon: 'write',
  saveVoucherOffer: 'write',
  deleteVoucherOffer: 'write',
  saveRaffleCampaign: 'write',
  deleteRaffleCampaign: 'write',
  saveScratchCampaign: 'write',
  deleteScratchCampaign: 'write',
  saveScratchPrize: 'write',
  addScratchStock: 'addStock',
  withdrawScratchStock: 'withdrawStock',
  saveStoreDesign: 'write',
  saveStorePage: 'write',
  deleteStorePage: 'write',
  saveCollection: 'write',
  deleteCollection: 'write',
  saveStoreTag: 'write',
  deleteStoreTag: 'write',
  saveProduct: 'write',
  deleteProduct: 'write',
  adjustStock: 'adjustStock',
  // operatorCancelBooking writes `cancel`, or `refund` for a further refund of a booking already cancelled
  cancel: 'cancel',
  refund: 'refund',
  checkIn: 'checkIn',
  markContactMessage: 'markContactMessage',
  resendMessage: 'resendMessage',
  endCustomerSessions: 'endCustomerSessions',
  exportCustomerData: 'exportCustomerData',
  eraseCustomer: 'eraseCustomer',
  resendConfirmation: 'resendConfirmation',
  hideReview: 'hideReview',
  showReview: 'showReview',
  saveTeam: 'write',
  deleteTeam: 'write',
  saveReseller: 'write',
  rotateResellerKey: 'rotateResellerKey',
  revokeReseller: 'revokeReseller',
} as const satisfies Record<string, string>;

export type AuditSentence = Exclude<(typeof auditActions)[keyof typeof auditActions], 'write'>;

/**
 * The fields with a label (console-audit.json `fields`, a dotted path written with `__`) and how their values
 * read. A field whose label or reading differs by kind of record is in `entityFields` as well.
 */
export const auditFields = {
  name: 'text',
  arabic_name: 'text',
  name_en: 'text',
  name_ae: 'text',
  permissions: 'text',
  destination_ids: 'text',
  store_ids: 'text',
  team_id: 'text',
  slug: 'text',
  url_slug: 'text',
  enable: 'flag',
  hide: 'flag',
  position: 'text',
  image: 'text',
  img: 'text',
  images: 'text',
  mobile_image: 'text',
  featured_image: 'text',
  logo: 'text',
  link: 'text',
  title: 'text',
  arabic_title: 'text',
  description: 'html',
  arabic_description: 'html',
  body: 'html',
  arabic_body: 'html',
  about: 'html',
  arabic_about: 'html',
  cart_note: 'text',
  arabic_cart_note: 'text',
  terms: 'html',
  arabic_terms: 'html',
  faq: 'text',
  price: 'money',
  amount: 'money',
  lat: 'text',
  lan: 'text',
  status: 'text',
  step: 'text',
  note: 'text',
  notes: 'text',
  reason: 'text',
  destination_id: 'text',
  // coupons
  code: 'text',
  type: 'coupon_type',
  off: 'text',
  max_discount: 'money',
  min_cart: 'money',
  skip_add_on: 'flag',
  skip_transport: 'flag',
  skip_food: 'flag',
  buy: 'person_type',
  buy_qty: 'text',
  free: 'person_type',
  free_qty: 'text',
  first_order_only: 'flag',
  usage_limit_total: 'text',
  usage_limit_per_user: 'text',
  package_ids: 'text',
  starts_at: 'moment',
  expires_at: 'moment',
  ends_at: 'moment',
  msg: 'text',
  // invoices and raffles
  vendor_name: 'text',
  vendor_arabic_name: 'text',
  tickets_issued: 'text',
  commitment: 'text',
  drawn_at: 'moment',
  seed: 'text',
  winners: 'text',
  starts_on: 'date',
  ends_on: 'date',
  draw_on: 'date',
  entry_amount: 'money',
  prizes: 'money',
  respond_days: 'text',
  one_prize_per_participant: 'flag',
  // vouchers and scratch prizes
  voucher_id: 'text',
  redeemed_at: 'moment',
  expiry_date: 'date',
  bg_color: 'text',
  top_offer: 'flag',
  value: 'money',
  stock: 'text',
  won: 'text',
  open_codes: 'text',
  // bookings, check-in and messages
  order_number: 'text',
  checked_in: 'text',
  checked_in__at: 'moment',
  checked_in__by: 'text',
  refunded: 'money',
  refund: 'money',
  message: 'text',
  recipient: 'text',
  handled: 'flag',
  handled_by: 'text',
  // operators, customers and reviews
  email: 'text',
  phone: 'text',
  whatsapp: 'text',
  hours: 'text',
  arabic_hours: 'text',
  role: 'account_role',
  staff_role: 'staff_role',
  sessions_open: 'text',
  sessions_ended: 'text',
  erased: 'flag',
  exported: 'flag',
  hidden: 'flag',
  hidden_reason: 'text',
  hidden_by: 'text',
  // postcards, packages and their dates
  customisable: 'flag',
  package_name: 'text',
  adult_price: 'money',
  child_price: 'money',
  original_price: 'money',
  peak_price: 'flag',
  disabled: 'flag',
  start_date: 'date',
  end_date: 'date',
  disabled_dates: 'date',
  duration_minutes: 'text',
  meeting_point: 'text',
  arabic_meeting_point: 'text',
  tags: 'text',
  time_slot: 'text',
  adult_tickets: 'text',
  child_tickets: 'text',
  from: 'date',
  to: 'date',
  dates: 'text',
  // the store
  product_title: 'text',
  product_description: 'html',
  qty: 'text',
  change: 'text',
  variant_id: 'text',
  vendor_destination_id: 'text',
  collection_ids: 'text',
  tag_ids: 'text',
  variation_attributes: 'text',
  variants: 'text',
  collection_name: 'text',
  arabic_collection_name: 'text',
  is_profile: 'flag',
  arabic_value: 'text',
  // OCTO resellers
  contact_email: 'text',
  commission_percent: 'percent',
  revoked_at: 'moment',
} as const satisfies Record<string, ValueKind>;

/** Fields that read differently in one kind of record: their kind, and whether they have a label of their own there. */
export const entityFields: Partial<Record<string, Record<string, { kind: ValueKind; label?: true }>>> = {
  booking: { status: { kind: 'booking_status' } },
  invoice: { status: { kind: 'invoice_status' } },
  store_order: { step: { kind: 'fulfilment_step' } },
  postcard_order: { step: { kind: 'postcard_step' } },
  // a store tag's `value` is its English name, a scratch prize's what the prize is worth
  store_tag: { value: { kind: 'text', label: true } },
  reseller: { status: { kind: 'reseller_status' } },
};

/** `usage_limit_total` → "Usage limit total": a field this table does not name yet, readable and never a crash. */
export function humanise(field: string): string {
  const words = field
    .replaceAll(/[._]+/g, ' ')
    .replaceAll(/([a-z])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : field;
}

const labelKeyOf = (field: string) => field.replaceAll('.', '__');

/** A field's label in the current language; a path inside a list of items (`winners.0.rank`) reads by its last name. */
export function fieldLabel(t: TFunction, entity: string, field: string): string {
  if (!field) return t('console-audit.value');
  const key = labelKeyOf(field);
  if (entityFields[entity]?.[field]?.label) return t(`console-audit.fields_of.${entity}.${key}`);
  return t(`console-audit.fields.${key}`, { defaultValue: humanise(field) });
}

function kindOf(entity: string, field: string, value: unknown, record: Record<string, unknown>): ValueKind | 'auto' {
  const special = entityFields[entity]?.[field]?.kind;
  if (special) return special;
  // a coupon's `off` is a percentage or an amount of dirhams by its type
  if (entity === 'coupon' && field === 'off')
    return record.type === 'aed' ? 'money' : record.type === 'percentage' ? 'percent' : 'text';
  const known = (auditFields as Record<string, ValueKind>)[labelKeyOf(field)];
  if (known && known !== 'text') return known;
  return known === 'text' && typeof value !== 'string' ? 'text' : 'auto';
}

const dubaiTimestamp = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/;
const calendarDay = /^\d{4}-\d{2}-\d{2}$/;
const markup = /<\/?[a-z][^>]*>/i;
/** Long texts are cut to this many characters in the table: the whole text is the record's own page. */
export const shownLength = 120;

/** Text without its markup (when it has any), its white space collapsed, cut at `shownLength` with an ellipsis. */
export function shortText(text: string): string {
  const plain = (markup.test(text) ? text.replaceAll(/<[^>]*>/g, ' ') : text)
    .replaceAll('&nbsp;', ' ')
    .replaceAll(/\s+/g, ' ')
    .trim();
  return plain.length > shownLength ? `${plain.slice(0, shownLength - 1).trimEnd()}…` : plain;
}

/** The list separator of each language (Arabic uses its own comma). */
const separatorOf: Record<Language, string> = { en: ', ', ae: '، ' };

type ValueContext = { t: TFunction; language: Language; entity: string; field: string; record: Record<string, unknown> };

/**
 * A field's value as a person reads it: status names, not numbers; dates and times in words; money in AED;
 * Yes/No; markup stripped and long text shortened. Nothing (null, missing, '') is ''.
 */
export function formatFieldValue(value: unknown, context: ValueContext): string {
  const { t, language } = context;
  if (value === null || value === undefined || value === '') return '';
  if (Array.isArray(value)) {
    if (value.length === 0) return '';
    if (value.every((item) => item === null || typeof item !== 'object')) {
      return value.map((item) => formatFieldValue(item, context)).join(separatorOf[language]);
    }
    return t('console-audit.values.items', { count: value.length });
  }
  if (typeof value === 'object') return Object.keys(value).length === 0 ? '' : shortText(JSON.stringify(value));
  const kind = kindOf(context.entity, context.field, value, context.record);
  const text = String(value);
  switch (kind) {
    case 'flag':
      return value === 1 || value === true || value === '1' ? t('console-audit.values.yes') : t('console-audit.values.no');
    case 'money':
      return typeof value === 'number' ? formatAed(value, language) : text;
    case 'date':
      return calendarDay.test(text) ? formatDate(text) : text;
    case 'moment':
      return dubaiTimestamp.test(text) ? formatDateTime(text) : text;
    case 'html':
      return shortText(text);
    case 'booking_status':
      return t(`console-bookings.status.${text}`, { defaultValue: text });
    case 'invoice_status':
      return t(`invoices.status.${text}`, { defaultValue: text });
    case 'fulfilment_step':
      return t(`backoffice.store_orders.steps.${text}`, { defaultValue: text });
    case 'postcard_step':
      return t(`backoffice.postcards.steps.${text}`, { defaultValue: text });
    case 'staff_role':
      return t(`console.roles.${text}`, { defaultValue: text });
    case 'account_role':
      return t(`console-audit.values.accounts.${text}`, { defaultValue: text });
    case 'coupon_type':
      return t(`console-offers.types.${text}`, { defaultValue: text });
    case 'percent':
      return t('console-audit.values.percent', { value: text });
    case 'reseller_status':
      return t(`console-resellers.status.${text}`, { defaultValue: text });
    case 'person_type':
      return t(`console-audit.values.people.${text}`, { defaultValue: text });
    case 'text':
      return typeof value === 'boolean' ? t(`console-audit.values.${value ? 'yes' : 'no'}`) : shortText(text);
    case 'auto':
      if (typeof value === 'boolean') return t(`console-audit.values.${value ? 'yes' : 'no'}`);
      if (typeof value !== 'string') return text;
      if (dubaiTimestamp.test(text)) return formatDateTime(text);
      if (calendarDay.test(text)) return formatDate(text);
      return shortText(text);
  }
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function textOf(value: unknown): string {
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}

/** Fields that name a record, English and Arabic, by preference: the first pair with a value names it. */
const namingFields: readonly (readonly [english: string, arabic: string])[] = [
  ['code', 'code'],
  ['order_number', 'order_number'],
  ['product_title', 'arabic_title'],
  ['package_name', 'arabic_name'],
  ['collection_name', 'arabic_collection_name'],
  ['name', 'arabic_name'],
  ['name_en', 'name_ae'],
  ['title', 'arabic_title'],
  ['email', 'email'],
];

/**
 * Which record an entry is about, as the sentence names it: its code, order number or name in the current
 * language (the other language's when that is empty), or its number.
 */
export function recordName(entry: Pick<AuditEntry, 'entity' | 'entity_id' | 'before' | 'after'>, language: Language): string {
  const record = { ...asRecord(entry.before), ...asRecord(entry.after) };
  const pairs = entry.entity === 'store_tag' ? [['value', 'arabic_value'] as const, ...namingFields] : namingFields;
  for (const [english, arabic] of pairs) {
    const [first, second] = language === 'ae' ? [arabic, english] : [english, arabic];
    const name = textOf(record[first]) || textOf(record[second]);
    if (name) return name;
  }
  return /^\d+$/.test(entry.entity_id) ? `#${entry.entity_id}` : entry.entity_id;
}

/** The sentence key of an entry; an action this build does not know is told by what it did to the record. */
export function sentenceKey(entry: Pick<AuditEntry, 'action' | 'before' | 'after'>): string {
  const sentence = (auditActions as Record<string, string>)[entry.action] ?? 'write';
  return `console-audit.sentences.${sentence === 'write' ? changeKind(entry.before, entry.after) : sentence}`;
}

/** The values a sentence fills in besides the operator and the record: the kind of record, a new step or status. */
export function sentenceValues(entry: AuditEntry, t: TFunction, language: Language): Record<string, string> {
  const after = asRecord(entry.after);
  const context = { t, language, entity: entry.entity, record: after };
  return {
    noun: t(`console-audit.nouns.${entry.entity}`, {
      defaultValue: t(`console.audit.entities.${entry.entity}`, { defaultValue: humanise(entry.entity) }),
    }),
    step: formatFieldValue(after.step, { ...context, field: 'step' }),
    status: formatFieldValue(after.status, { ...context, field: 'status' }),
    role: formatFieldValue(after.staff_role, { ...context, field: 'staff_role' }),
  };
}

/** Who made a change, as the log names them. */
export const operatorName = (operator: AuditEntry['operator']) => operator.name || operator.email || `#${operator.id}`;
