import type { ConsoleVoucherOffer } from '@portal/contract/console-offers';
import { useState } from 'react';
import { Link } from '../../../../components/link.tsx';
import { FormField } from '../../../../components/form-field.tsx';
import { FormEnd } from '../../../../components/console-kit/form-parts.tsx';
import { useConsoleForm } from '../../../../components/console-kit/use-console-form.ts';
import { TextField } from '../../../../components/text-field.tsx';
import { localized } from '../../../../lib/localized.ts';
import { showToast } from '../../../../lib/toasts.ts';
import { slugOf } from '@portal/domain/slug';
import { useOfferDestinations, useSaveVoucherOffer } from '../api/voucher-offers.ts';
import {
  draftOfVoucherOffer,
  emptyVoucherOfferDraft,
  voucherOfferInput,
  voucherOfferFieldOf,
  voucherOfferProblems,
  voucherOfferRefusalKey,
  type VoucherOfferDraft,
  type VoucherOfferField,
} from '../voucher-offer-draft.ts';
import { ImagePicker } from '../../shared/components/image-picker.tsx';
import { RichTextEditor } from '../../shared/components/rich-text-editor.tsx';
import { SwitchField } from '../../shared/components/switch-field.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';

type VoucherOfferFormProps = {
  /** the offer to change, or null for a new one */
  offer: ConsoleVoucherOffer | null;
  onSaved: (saved: ConsoleVoucherOffer) => void;
};

/**
 * Every field of a voucher offer (spec part 1 §3 Voucher and the table's other columns): English and Arabic
 * side by side, each typed in its own direction; terms as rich text with a preview; picture from the console's
 * images; background colour with a colour input. Problems are named at their fields and what was typed stays.
 */
export function VoucherOfferForm({ offer, onSaved }: VoucherOfferFormProps) {
  const { t } = useTranslation();
  const save = useSaveVoucherOffer();
  const destinations = useOfferDestinations();
  const form = useConsoleForm<VoucherOfferDraft>({
    initial: () => (offer ? draftOfVoucherOffer(offer) : emptyVoucherOfferDraft),
    check: voucherOfferProblems,
    problemText: (key) => t(`console-offers.problems.${key}`),
    refusal: {
      fieldOf: voucherOfferFieldOf,
      text: (_field, reason) => t(`console-offers.refused.${voucherOfferRefusalKey(reason)}`),
      checkFields: t('console-offers.form.check_fields'),
    },
  });
  const { draft, problems, formRef } = form;
  // a new offer's address follows its English name until the admin types one
  const [slugTyped, setSlugTyped] = useState(offer !== null);

  const edit = <K extends VoucherOfferField>(field: K, value: VoucherOfferDraft[K]) =>
    form.editMany({
      [field]: value,
      ...(field === 'name' && !slugTyped ? { url_slug: slugOf(value as string) } : {}),
    });

  const submit = form.submitTo(
    save,
    (typed) => voucherOfferInput(typed, offer?.id ?? null),
    (saved) => {
      showToast(
        'success',
        t(offer ? 'console-offers.offer_form.saved' : 'console-offers.offer_form.created', { name: localized(saved, 'name') }),
      );
      onSaved(saved);
    },
  );

  const line = (field: VoucherOfferField, label: string, language: 'en' | 'ar') => ({
    label,
    error: problems[field],
    value: draft[field] as string,
    lang: language,
    dir: language === 'ar' ? ('rtl' as const) : ('ltr' as const),
    maxLength: 200,
    autoComplete: 'off',
    onChange: (event: { target: { value: string } }) => edit(field, event.target.value as never),
  });
  const prose = (field: 'description' | 'arabic_description', label: string, language: 'en' | 'ar') => (
    <FormField label={label} error={problems[field]}>
      {(control) => (
        <textarea
          {...control}
          className="form-field__input"
          rows={3}
          maxLength={2000}
          lang={language}
          dir={language === 'ar' ? 'rtl' : 'ltr'}
          value={draft[field]}
          onChange={(event) => edit(field, event.target.value)}
        />
      )}
    </FormField>
  );

  return (
    <form ref={formRef} className="offer-form" onSubmit={submit} noValidate>
      <fieldset className="offer-form__fields" disabled={save.isPending}>
        <div className="offer-form__pair">
          <TextField {...line('name', t('console-offers.offer_form.name'), 'en')} />
          <TextField {...line('arabic_name', t('console-offers.offer_form.arabic_name'), 'ar')} />
        </div>
        <div className="offer-form__pair">
          <TextField {...line('vendor_name', t('console-offers.offer_form.vendor_name'), 'en')} />
          <TextField {...line('vendor_arabic_name', t('console-offers.offer_form.vendor_arabic_name'), 'ar')} />
        </div>
        <div className="offer-form__pair">
          <TextField
            label={t('console-offers.offer_form.amount')}
            hint={t('console-offers.offer_form.amount_hint')}
            {...form.text('amount')}
            inputMode="decimal"
            dir="ltr"
            autoComplete="off"
          />
          <TextField
            label={t('console-offers.offer_form.expiry_date')}
            hint={t('console-offers.offer_form.expiry_date_hint')}
            {...form.text('expiry_date')}
            type="date"
            dir="ltr"
          />
        </div>
        <div className="offer-form__pair">
          {prose('description', t('console-offers.offer_form.description'), 'en')}
          {prose('arabic_description', t('console-offers.offer_form.arabic_description'), 'ar')}
        </div>
        <div className="offer-form__pair">
          <RichTextEditor
            label={t('console-offers.offer_form.terms')}
            value={draft.terms}
            error={problems.terms}
            onChange={(html) => edit('terms', html)}
          />
          <RichTextEditor
            label={t('console-offers.offer_form.arabic_terms')}
            value={draft.arabic_terms}
            error={problems.arabic_terms}
            lang="ar"
            onChange={(html) => edit('arabic_terms', html)}
          />
        </div>
        <div className="offer-form__pair">
          <ImagePicker
            label={t('console-offers.offer_form.img')}
            value={draft.img}
            error={problems.img}
            onChange={(path) => edit('img', path)}
          />
          <FormField
            label={t('console-offers.offer_form.bg_color')}
            hint={t('console-offers.offer_form.bg_color_hint')}
            error={problems.bg_color}
          >
            {(control) => (
              <div className="offer-colour">
                <input
                  {...control}
                  type="color"
                  className="offer-colour__input"
                  value={draft.bg_color}
                  onChange={(event) => edit('bg_color', event.target.value)}
                />
                <bdi dir="ltr" className="offer-code">
                  {draft.bg_color}
                </bdi>
              </div>
            )}
          </FormField>
        </div>
        <TextField
          label={t('console-offers.offer_form.url_slug')}
          hint={t('console-offers.offer_form.url_slug_hint', { slug: draft.url_slug || '…' })}
          error={problems.url_slug}
          value={draft.url_slug}
          maxLength={200}
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => {
            setSlugTyped(true);
            edit('url_slug', event.target.value);
          }}
        />
        <FormField
          label={t('console-offers.offer_form.destination')}
          hint={t('console-offers.offer_form.destination_hint')}
          error={problems.destination_id}
        >
          {(control) => (
            <select
              {...control}
              className="form-field__input"
              value={draft.destination_id}
              onChange={(event) => edit('destination_id', event.target.value)}
            >
              <option value="">{t('console-offers.offer_form.no_destination')}</option>
              {destinations.data?.map((destination) => (
                <option key={destination.id} value={String(destination.id)}>
                  {localized(destination, 'name')}
                  {destination.enable === 1 ? '' : ` (${t('console-offers.offer_states.disabled')})`}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <fieldset className="offer-form__group">
          <legend className="form-field__label">{t('console-offers.offer_form.location')}</legend>
          <p className="form-field__hint">{t('console-offers.offer_form.location_hint')}</p>
          <div className="offer-form__pair">
            <TextField {...line('lat', t('console-offers.offer_form.lat'), 'en')} inputMode="decimal" maxLength={20} />
            <TextField {...line('lan', t('console-offers.offer_form.lan'), 'en')} inputMode="decimal" maxLength={20} />
          </div>
        </fieldset>
        <TextField
          label={t('console-offers.offer_form.position')}
          hint={t('console-offers.offer_form.position_hint')}
          {...form.text('position')}
          inputMode="numeric"
          dir="ltr"
          autoComplete="off"
        />
        <SwitchField
          label={t('console-offers.offer_form.enable')}
          hint={t('console-offers.offer_form.enable_hint')}
          {...form.toggle('enable')}
        />
        <SwitchField
          label={t('console-offers.offer_form.top_offer')}
          hint={t('console-offers.offer_form.top_offer_hint')}
          {...form.toggle('top_offer')}
        />
      </fieldset>
      <FormEnd
        failure={form.failure}
        className="offer-form__actions"
        pending={save.isPending}
        label={t('console-offers.form.save')}
        pendingLabel={t('console-offers.form.saving')}
      >
        <Link className="button button--plain" to="/backoffice/voucher-offers">
          {t('console-offers.offer_form.back')}
        </Link>
      </FormEnd>
    </form>
  );
}
