import type { ConsoleRaffleCampaign } from '@portal/contract/console-campaigns';
import { FormEnd } from '../../../../components/console-kit/form-parts.tsx';
import { useConsoleForm } from '../../../../components/console-kit/use-console-form.ts';
import { TextField } from '../../../../components/text-field.tsx';
import { localized } from '../../../../lib/localized.ts';
import { showToast } from '../../../../lib/toasts.ts';
import { useSaveRaffleCampaign } from '../api/raffle-campaigns.ts';
import {
  draftOfRaffleCampaign,
  emptyRaffleCampaignDraft,
  lockOf,
  raffleCampaignInput,
  raffleCampaignProblems,
  raffleFieldOf,
  type RaffleCampaignDraft,
  type RaffleCampaignField,
} from '../raffle-campaign-draft.ts';
import { RaffleCampaignFaq } from './raffle-campaign-faq.tsx';
import { RaffleCampaignPrizes } from './raffle-campaign-prizes.tsx';
import { RichTextEditor } from '../../shared/components/rich-text-editor.tsx';
import { SwitchField } from '../../shared/components/switch-field.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';

type RaffleCampaignFormProps = {
  /** the campaign to change, or null for a new one */
  campaign: ConsoleRaffleCampaign | null;
  onSaved: (saved: ConsoleRaffleCampaign) => void;
};

/** The refusals that name fields and say why, in the current language, by code. */
const refusalsWithReasons = ['campaign_has_entries', 'campaign_draw_fixed', 'slug_taken'] as const;

/**
 * A raffle campaign's form: names, slug, period, entry amount and prizes, the respond days and one-prize
 * rule, About and Terms in both languages, the FAQ and the switch that shows it to visitors. Fields that
 * entries or a committed draw keep fixed are read-only and say why; problems found here or by the server
 * are named at their fields, and what was typed stays.
 */
export function RaffleCampaignForm({ campaign, onSaved }: RaffleCampaignFormProps) {
  const { t } = useTranslation();
  const save = useSaveRaffleCampaign();
  const form = useConsoleForm<RaffleCampaignDraft>({
    initial: () => (campaign ? draftOfRaffleCampaign(campaign) : emptyRaffleCampaignDraft()),
    check: raffleCampaignProblems,
    problemText: (key) => t(`console-campaigns.problems.${key}`),
    refusal: {
      fieldOf: raffleFieldOf,
      text: (_field, _reason, code) => {
        const reason = refusalsWithReasons.find((known) => known === code);
        return reason ? t(`console-campaigns.refused.${reason}`) : t('console-campaigns.refused.invalid');
      },
      checkFields: t('console-campaigns.check_fields'),
    },
  });
  const { draft, problems, edit, formRef } = form;

  /** Why a field is read-only now, in words, or null. */
  const lockText = (field: RaffleCampaignField) => {
    const lock = lockOf(campaign, field);
    return lock ? t(`console-campaigns.raffle.locked.${lock}`) : null;
  };

  const submit = form.submitTo(
    save,
    (typed) => raffleCampaignInput(typed, campaign?.id ?? null),
    (saved) => {
      showToast(
        'success',
        t(campaign ? 'console-campaigns.saved' : 'console-campaigns.created', { name: localized(saved, 'name') }),
      );
      form.saved(draftOfRaffleCampaign(saved));
      onSaved(saved);
    },
  );

  const dateField = (field: 'starts_on' | 'ends_on' | 'draw_on') => (
    <TextField
      label={t(`console-campaigns.fields.${field}`)}
      type="date"
      value={draft[field]}
      error={problems[field]}
      hint={lockText(field)}
      readOnly={lockText(field) !== null}
      dir="ltr"
      onChange={(event) => edit(field, event.target.value)}
    />
  );

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="campaign-form">
      <fieldset className="campaign-form__fields" disabled={save.isPending}>
        <section className="campaign-form__section" aria-labelledby="raffle-names">
          <h2 id="raffle-names" className="review__heading">
            {t('console-campaigns.sections.names')}
          </h2>
          <div className="console-form__pair">
            <TextField
              label={t('console-campaigns.fields.name')}
              {...form.text('name')}
              maxLength={120}
              lang="en"
              dir="ltr"
              autoComplete="off"
            />
            <TextField
              label={t('console-campaigns.fields.arabic_name')}
              {...form.text('arabic_name')}
              maxLength={120}
              lang="ar"
              dir="rtl"
              autoComplete="off"
            />
          </div>
          <TextField
            label={t('console-campaigns.fields.slug')}
            {...form.text('slug')}
            hint={lockText('slug') ?? t('console-campaigns.raffle.slug_hint')}
            readOnly={lockText('slug') !== null}
            maxLength={200}
            dir="ltr"
            autoComplete="off"
          />
        </section>

        <section className="campaign-form__section" aria-labelledby="raffle-period">
          <h2 id="raffle-period" className="review__heading">
            {t('console-campaigns.sections.period')}
          </h2>
          <p className="form-field__hint">{t('console-campaigns.raffle.period_hint')}</p>
          <div className="campaign-form__dates">
            {dateField('starts_on')}
            {dateField('ends_on')}
            {dateField('draw_on')}
          </div>
        </section>

        <section className="campaign-form__section" aria-labelledby="raffle-entries">
          <h2 id="raffle-entries" className="review__heading">
            {t('console-campaigns.sections.entries')}
          </h2>
          <TextField
            className="campaign-form__amount"
            label={t('console-campaigns.fields.entry_amount')}
            {...form.text('entry_amount')}
            hint={lockText('entry_amount') ?? t('console-campaigns.raffle.entry_amount_hint')}
            readOnly={lockText('entry_amount') !== null}
            inputMode="decimal"
            dir="ltr"
            autoComplete="off"
          />
          <RaffleCampaignPrizes
            prizes={draft.prizes}
            error={problems.prizes}
            locked={lockText('prizes')}
            onChange={(prizes) => edit('prizes', prizes)}
          />
          <TextField
            className="campaign-form__amount"
            label={t('console-campaigns.fields.respond_days')}
            {...form.text('respond_days')}
            hint={t('console-campaigns.raffle.respond_days_hint')}
            inputMode="numeric"
            dir="ltr"
            autoComplete="off"
          />
          {lockText('one_prize_per_participant') ? (
            <p className="form-field__hint">
              {t('console-campaigns.fields.one_prize_per_participant')}:{' '}
              {draft.one_prize_per_participant ? t('console-campaigns.yes') : t('console-campaigns.no')} —{' '}
              {lockText('one_prize_per_participant')}
            </p>
          ) : (
            <SwitchField
              label={t('console-campaigns.fields.one_prize_per_participant')}
              hint={t('console-campaigns.raffle.one_prize_hint')}
              {...form.toggle('one_prize_per_participant')}
            />
          )}
        </section>

        <section className="campaign-form__section" aria-labelledby="raffle-texts">
          <h2 id="raffle-texts" className="review__heading">
            {t('console-campaigns.sections.texts')}
          </h2>
          <div className="console-form__pair">
            <RichTextEditor
              label={t('console-campaigns.fields.about')}
              value={draft.about}
              error={problems.about}
              onChange={(html) => edit('about', html)}
            />
            <RichTextEditor
              label={t('console-campaigns.fields.arabic_about')}
              value={draft.arabic_about}
              error={problems.arabic_about}
              lang="ar"
              onChange={(html) => edit('arabic_about', html)}
            />
            <RichTextEditor
              label={t('console-campaigns.fields.terms')}
              value={draft.terms}
              error={problems.terms}
              onChange={(html) => edit('terms', html)}
            />
            <RichTextEditor
              label={t('console-campaigns.fields.arabic_terms')}
              value={draft.arabic_terms}
              error={problems.arabic_terms}
              lang="ar"
              onChange={(html) => edit('arabic_terms', html)}
            />
          </div>
          <RaffleCampaignFaq entries={draft.faq} error={problems.faq} onChange={(faq) => edit('faq', faq)} />
        </section>

        <SwitchField
          label={t('console-campaigns.fields.enable')}
          hint={t('console-campaigns.raffle.enable_hint')}
          {...form.toggle('enable')}
        />
      </fieldset>
      <FormEnd
        failure={form.failure}
        alertClassName="console-alert"
        className="campaign-form__actions"
        pending={save.isPending}
        label={t('console-campaigns.save')}
        pendingLabel={t('console-campaigns.saving')}
      />
    </form>
  );
}
