import type { ConsolePackage } from '@portal/contract/console-packages';
import { amenityNames, weekdayNames } from '@portal/contract/discovery';
import { blockingSetupProblems, packageSetupProblemFields, packageSetupProblems } from '@portal/domain/booking/index';
import { useMemo, type ReactNode } from 'react';
import { FormField } from '../../../../components/form-field.tsx';
import { FormEnd } from '../../../../components/console-kit/form-parts.tsx';
import { useConsoleForm } from '../../../../components/console-kit/use-console-form.ts';
import { TextField } from '../../../../components/text-field.tsx';
import { currentLanguage, useTranslation } from '../../../../lib/i18n.ts';
import { usePackageChoices, useSavePackage } from '../api/packages.ts';
import {
  draftOfPackage,
  draftOnSale,
  draftProblems,
  emptyPackageDraft,
  packageInput,
  packageOnSale,
  saleVerdict,
  setupOfDraft,
  type PackageDraft,
  type PackageField,
} from '../package-draft.ts';
import { ImagePicker } from '../../shared/components/image-picker.tsx';
import { PackageChoiceList } from './package-choice-list.tsx';
import { PackageDateList } from './package-date-list.tsx';
import { PackageGallery } from './package-gallery.tsx';
import { PackageSaleState } from './package-sale-state.tsx';
import { PackageSetupStatus } from './package-setup-status.tsx';
import { RichTextEditor } from '../../shared/components/rich-text-editor.tsx';
import { SwitchField } from '../../shared/components/switch-field.tsx';

type PackageFormProps = {
  /** the package to change, or null for a new one */
  pkg: ConsolePackage | null;
  onSaved: (saved: ConsolePackage) => void;
};

const richTexts = ['description', 'term_conditions', 'additional_info', 'itinerary'] as const;

/**
 * Every field of spec part 1 §3 Package but its rating, in sections. English and Arabic texts sit side by
 * side, each typed in its own direction. While the admin types, the booking rules say whether visitors could
 * book the package as it stands; problems found here or by the server are named at their fields and what was
 * typed stays, so a refused save is corrected rather than typed again.
 */
export function PackageForm({ pkg, onSaved }: PackageFormProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const choices = usePackageChoices();
  const save = useSavePackage();
  const form = useConsoleForm<PackageDraft>({
    initial: () => (pkg ? draftOfPackage(pkg) : emptyPackageDraft(choices.data?.sites[0])),
    check: draftProblems,
    problemText: (key) => t(`console-packages.problems.${key}`),
    problemsAlert: t('console-packages.form.check_fields'),
    // the server's own words at each field and in the alert
    refusal: { fieldOf: fieldOfRefused, text: (_field, reason) => reason },
  });
  const { draft, edit, formRef } = form;

  // the same verdict the server gives on save, from the same rules, as of now
  const setupProblems = useMemo(() => packageSetupProblems(setupOfDraft(draft, pkg), new Date()), [draft, pkg]);
  const blocking = blockingSetupProblems(
    setupProblems,
    draftOnSale(draft),
    pkg && { onSale: packageOnSale(pkg), problems: pkg.problems },
  );
  const sale = saleVerdict(draft, setupProblems, pkg);
  const errorOf = (field: PackageField) => form.problems[field];

  const submit = form.onSubmit((typed) => {
    // a package on sale that visitors could not book is refused here as the server would refuse it
    if (blocking.length > 0) {
      const problems: Partial<Record<PackageField, string>> = {};
      for (const [key, message] of Object.entries(packageSetupProblemFields(blocking, language))) {
        problems[fieldOfRefused(key)] ??= message;
      }
      form.show(problems, t('errors.package_unbookable'));
      return;
    }
    save.mutate(packageInput(typed, pkg?.id ?? null), {
      onSuccess: (saved) => {
        // the form shows what the server stored (sanitised texts, sorted dates, the slug it made)
        form.saved(draftOfPackage(saved));
        onSaved(saved);
      },
      onError: form.refuse,
    });
  });

  /** A one-line text field bound to the draft. */
  const text = (
    field: PackageField,
    options: { lang?: 'en' | 'ar'; numeric?: boolean; type?: string; hint?: ReactNode } = {},
  ) => (
    <TextField
      label={t(`console-packages.fields.${field}`)}
      hint={options.hint}
      error={errorOf(field)}
      value={draft[field] as string}
      type={options.type ?? 'text'}
      inputMode={options.numeric ? 'decimal' : undefined}
      lang={options.lang}
      dir={options.lang === 'ar' ? 'rtl' : options.numeric || options.lang === 'en' ? 'ltr' : undefined}
      autoComplete="off"
      onChange={(event) => edit(field, event.target.value as never)}
    />
  );

  /** A several-line text bound to the draft, one item per line (what is included). */
  const lines = (field: 'included' | 'arabic_included', lang: 'en' | 'ar') => (
    <FormField label={t(`console-packages.fields.${field}`)} hint={t('console-packages.hints.included')} error={errorOf(field)}>
      {(control) => (
        <textarea
          {...control}
          className="form-field__input"
          rows={4}
          lang={lang}
          dir={lang === 'ar' ? 'rtl' : 'ltr'}
          value={draft[field]}
          onChange={(event) => edit(field, event.target.value)}
        />
      )}
    </FormField>
  );

  /** An on/off setting bound to the draft, with its problem under it. */
  const toggle = (field: PackageField) => (
    <div className="package-form__switch">
      <SwitchField
        label={t(`console-packages.fields.${field}`)}
        hint={t(`console-packages.hints.${field}`)}
        checked={draft[field] as boolean}
        onChange={(on) => edit(field, on as never)}
      />
      {errorOf(field) && (
        <p className="field-error" role="alert">
          {errorOf(field)}
        </p>
      )}
    </div>
  );

  const destinations = choices.data?.destinations ?? [];
  const pair = (english: ReactNode, arabic: ReactNode) => (
    <div className="console-form__pair">
      {english}
      {arabic}
    </div>
  );

  return (
    <form ref={formRef} className="package-form" onSubmit={submit} noValidate>
      <fieldset className="package-form__fields" disabled={save.isPending}>
        <PackageSaleState state={sale.state} pending={sale.pending}>
          {toggle('disabled')}
        </PackageSaleState>
        <PackageSetupStatus problems={setupProblems} blocking={blocking.length > 0} onSale={draftOnSale(draft)} />
        <Section title={t('console-packages.sections.basics')}>
          <FormField label={t('console-packages.fields.destination_id')} error={errorOf('destination_id')}>
            {(control) => (
              <select
                {...control}
                className="form-field__input"
                value={draft.destination_id}
                onChange={(event) => edit('destination_id', event.target.value)}
              >
                <option value="">{t('console-packages.form.choose_destination')}</option>
                {destinations.map((d) => (
                  <option key={d.id} value={d.id}>
                    {language === 'ae' ? d.arabic_name : d.name}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          {pair(text('package_name', { lang: 'en' }), text('arabic_name', { lang: 'ar' }))}
          {text('url_slug', { lang: 'en', hint: t('console-packages.hints.url_slug') })}
          {text('position', { numeric: true, hint: t('console-packages.hints.position') })}
          <PackageChoiceList
            legend={t('console-packages.fields.tags')}
            options={(choices.data?.tags ?? []).map((tag) => ({
              value: tag.slug,
              label: language === 'ae' ? tag.arabic_name : tag.name,
            }))}
            selected={draft.tags}
            error={errorOf('tags')}
            onChange={(tags) => edit('tags', tags)}
          />
        </Section>

        <Section title={t('console-packages.sections.sale')}>
          {toggle('enable')}
          {toggle('hide')}
          {toggle('redirect')}
          {draft.redirect && text('redirect_url', { lang: 'en', type: 'url' })}
          <PackageChoiceList
            legend={t('console-packages.fields.checkout')}
            options={(choices.data?.sites ?? []).map((site) => ({ value: site, label: site, lang: 'en' }))}
            selected={draft.checkout}
            error={errorOf('checkout')}
            onChange={(sites) => edit('checkout', sites)}
          />
        </Section>

        <Section title={t('console-packages.sections.prices')}>
          <div className="package-form__row">
            {text('adult_price', { numeric: true })}
            {text('child_price', { numeric: true })}
            {text('original_price', { numeric: true, hint: t('console-packages.hints.original_price') })}
          </div>
          {pkg?.has_option_list === 1 && <p className="form-field__hint">{t('console-packages.form.option_list')}</p>}
          {toggle('offer_tag')}
          {draft.offer_tag && pair(text('offer_tag_text', { lang: 'en' }), text('arabic_offer_tag_text', { lang: 'ar' }))}
        </Section>

        <Section title={t('console-packages.sections.steps')}>
          {toggle('enable_date_picker')}
          {toggle('enable_time_picker')}
          {toggle('enable_sub_packages')}
          {toggle('enable_transport')}
          {toggle('enable_meal')}
          {pkg && (
            <p className="form-field__hint">
              {t('console-packages.form.extras', {
                slots: pkg.extras.enabled_slots,
                subPackages: pkg.extras.enabled_sub_packages,
                meals: pkg.extras.enabled_meals,
                transports: pkg.extras.enabled_transports,
              })}
            </p>
          )}
        </Section>

        <Section title={t('console-packages.sections.quantities')}>
          <div className="package-form__row">
            {text('adult_default_qty', { numeric: true })}
            {text('adult_min_qty', { numeric: true })}
            {text('adult_max_qty', { numeric: true })}
          </div>
          <div className="package-form__row">
            {text('child_default_qty', { numeric: true })}
            {text('child_min_qty', { numeric: true })}
            {text('child_max_qty', { numeric: true })}
          </div>
          <div className="package-form__row">
            {text('overall_min_limit', { numeric: true })}
            {text('adult_overall_limit', {
              numeric: true,
              hint: t('console-packages.hints.overall_limit', { n: pkg?.adult_booked_times ?? 0 }),
            })}
            {text('child_overall_limit', {
              numeric: true,
              hint: t('console-packages.hints.overall_limit', { n: pkg?.child_booked_times ?? 0 }),
            })}
          </div>
          <p className="form-field__hint">{t('console-packages.hints.quantities')}</p>
        </Section>

        <Section title={t('console-packages.sections.dates')}>
          <div className="package-form__row">
            {text('start_date', { type: 'date' })}
            {text('end_date', { type: 'date' })}
          </div>
          <PackageDateList
            label={t('console-packages.fields.event_dates')}
            hint={t('console-packages.hints.event_dates')}
            dates={draft.event_dates}
            error={errorOf('event_dates')}
            onChange={(dates) => edit('event_dates', dates)}
          />
          <PackageDateList
            label={t('console-packages.fields.disabled_dates')}
            hint={t('console-packages.hints.disabled_dates')}
            dates={draft.disabled_dates}
            error={errorOf('disabled_dates')}
            onChange={(dates) => edit('disabled_dates', dates)}
          />
          <PackageChoiceList
            legend={t('console-packages.fields.disabled_weeks')}
            options={weekdayNames.map((name, day) => ({ value: day, label: t(`console-packages.weekdays.${name}`) }))}
            selected={draft.disabled_weeks}
            error={errorOf('disabled_weeks')}
            onChange={(days) => edit('disabled_weeks', days)}
          />
          {toggle('disable_booking_prior')}
        </Section>

        <Section title={t('console-packages.sections.cancellation')}>
          <FormField label={t('console-packages.fields.cancel_policy')} error={errorOf('cancel_policy')}>
            {(control) => (
              <select
                {...control}
                className="form-field__input"
                value={draft.cancel_policy}
                onChange={(event) => edit('cancel_policy', event.target.value === 'none' ? 'none' : 'free')}
              >
                <option value="free">{t('console-packages.cancel_policies.free')}</option>
                <option value="none">{t('console-packages.cancel_policies.none')}</option>
              </select>
            )}
          </FormField>
          {draft.cancel_policy === 'free' && (
            <div className="console-form__pair">
              {text('cancel_free_hours', { numeric: true, hint: t('console-packages.hints.cancel_free_hours') })}
              {text('cancel_late_fee_percent', { numeric: true, hint: t('console-packages.hints.cancel_late_fee_percent') })}
            </div>
          )}
        </Section>

        <Section title={t('console-packages.sections.facts')}>
          {text('duration_minutes', { numeric: true, hint: t('console-packages.hints.duration_minutes') })}
          {pair(text('meeting_point', { lang: 'en' }), text('arabic_meeting_point', { lang: 'ar' }))}
          {pair(lines('included', 'en'), lines('arabic_included', 'ar'))}
        </Section>

        <Section title={t('console-packages.sections.note')}>
          {toggle('enable_note')}
          {pair(text('note', { lang: 'en', hint: t('console-packages.hints.note') }), text('arabic_note', { lang: 'ar' }))}
        </Section>

        <Section title={t('console-packages.sections.texts')}>
          {richTexts.map((field) => (
            <div key={field} className="console-form__pair package-form__texts">
              <RichTextEditor
                label={t(`console-packages.fields.${field}`)}
                value={draft[field]}
                error={errorOf(field)}
                onChange={(html) => edit(field, html)}
              />
              <RichTextEditor
                label={t(`console-packages.fields.arabic_${field}`)}
                value={draft[`arabic_${field}`]}
                error={errorOf(`arabic_${field}`)}
                lang="ar"
                onChange={(html) => edit(`arabic_${field}`, html)}
              />
            </div>
          ))}
        </Section>

        <Section title={t('console-packages.sections.pictures')}>
          <ImagePicker
            label={t('console-packages.fields.img')}
            value={draft.img}
            error={errorOf('img')}
            onChange={(path) => edit('img', path)}
          />
          <PackageGallery
            images={draft.mega_slider_images}
            error={errorOf('mega_slider_images')}
            onChange={(images) => edit('mega_slider_images', images)}
          />
        </Section>

        <Section title={t('console-packages.sections.place')}>
          <PackageChoiceList
            legend={t('console-packages.fields.amenities')}
            options={amenityNames.map((name) => ({ value: name, label: t(`console-packages.amenities.${name}`) }))}
            selected={draft.amenities}
            error={errorOf('amenities')}
            onChange={(names) => edit('amenities', names)}
          />
          <div className="package-form__row">
            {text('lat', { numeric: true, hint: t('console-packages.hints.lat') })}
            {text('lan', { numeric: true, hint: t('console-packages.hints.lan') })}
          </div>
        </Section>
      </fieldset>
      <FormEnd
        failure={form.failure}
        alertClassName="console-alert"
        className="package-form__actions"
        pending={save.isPending}
        label={t('console-packages.form.save')}
        pendingLabel={t('console-packages.form.saving')}
      />
    </form>
  );
}

/** A refused field's place on the form: a list's item (`mega_slider_images.2`) is shown at its list. */
const fieldOfRefused = (name: string) => name.split('.')[0] as PackageField;

/** One part of the form under its own heading. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="package-form__section">
      <legend className="package-form__legend">{title}</legend>
      {children}
    </fieldset>
  );
}
