import type { ConsoleDestination } from '@portal/contract/console-destinations';
import { TextField } from '../../../../components/text-field.tsx';
import { SaveButton } from '../../../../components/console-kit/form-parts.tsx';
import { useConsoleForm } from '../../../../components/console-kit/use-console-form.ts';
import { useSaveDestination } from '../api/destinations.ts';
import {
  destinationFieldOf,
  destinationInput,
  destinationProblems,
  draftOfDestination,
  emptyDestinationDraft,
  slugToSave,
  type DestinationDraft,
} from '../destination-draft.ts';
import { DestinationMapField } from './destination-map-field.tsx';
import { ImagePicker } from '../../shared/components/image-picker.tsx';
import { BilingualFields } from '../../shared/components/store-bilingual-fields.tsx';
import { SwitchField } from '../../shared/components/switch-field.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';

type DestinationFormProps = {
  /** the destination to change, or null for a new one */
  destination: ConsoleDestination | null;
  onSaved: (saved: ConsoleDestination) => void;
  onCancel: () => void;
};

/**
 * Every field of a destination (spec part 1 §3 Destination): names and texts in English and Arabic side by
 * side, the web address, both pictures, visibility and order, and the map position. Problems found here or
 * by the server are named at their fields, and what was typed stays, so a refused save is corrected rather
 * than typed again.
 */
export function DestinationForm({ destination, onSaved, onCancel }: DestinationFormProps) {
  const { t } = useTranslation();
  const save = useSaveDestination();
  const form = useConsoleForm<DestinationDraft>({
    initial: () => (destination ? draftOfDestination(destination) : emptyDestinationDraft),
    check: destinationProblems,
    problemText: (key) => t(`console-destinations.problems.${key}`),
    refusal: {
      fieldOf: destinationFieldOf,
      // a taken slug says so, others name the field
      text: (field, _reason, code) =>
        t(
          field === 'url_slug' && code === 'slug_taken'
            ? 'console-destinations.refused.url_slug_taken'
            : `console-destinations.refused.${field}`,
        ),
      checkFields: t('console-destinations.form.check_fields'),
    },
  });
  const { draft, problems, formRef } = form;
  const edit = form.editMany;

  const submit = form.submitTo(save, (typed) => destinationInput(typed, destination?.id ?? null), onSaved);

  const slug = slugToSave(draft);
  return (
    <form ref={formRef} className="destination-form" onSubmit={submit} noValidate>
      <fieldset className="destination-form__fields" disabled={save.isPending}>
        <fieldset className="destination-form__section">
          <legend className="destination-form__legend">{t('console-destinations.form.names')}</legend>
          <BilingualFields
            labels={[t('console-destinations.form.name'), t('console-destinations.form.arabic_name')]}
            values={[draft.name, draft.arabic_name]}
            errors={[problems.name, problems.arabic_name]}
            maxLength={120}
            onChange={([name, arabic_name]) => edit({ name, arabic_name })}
          />
          <TextField
            label={t('console-destinations.form.url_slug')}
            hint={
              <>
                {t('console-destinations.form.url_slug_hint')}{' '}
                {slug && (
                  <bdi dir="ltr" className="destination-form__address">
                    /d/{slug}
                  </bdi>
                )}
              </>
            }
            error={problems.url_slug}
            value={draft.url_slug}
            placeholder={slugToSave({ url_slug: '', name: draft.name })}
            maxLength={200}
            dir="ltr"
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => edit({ url_slug: event.target.value })}
          />
        </fieldset>

        <fieldset className="destination-form__section">
          <legend className="destination-form__legend">{t('console-destinations.form.texts')}</legend>
          <BilingualFields
            labels={[t('console-destinations.form.description'), t('console-destinations.form.arabic_description')]}
            values={[draft.description, draft.arabic_description]}
            errors={[problems.description, problems.arabic_description]}
            multiline
            maxLength={4000}
            onChange={([description, arabic_description]) => edit({ description, arabic_description })}
          />
          <BilingualFields
            labels={[t('console-destinations.form.hover_text'), t('console-destinations.form.arabic_hover_text')]}
            values={[draft.hover_text, draft.arabic_hover_text]}
            errors={[problems.hover_text, problems.arabic_hover_text]}
            maxLength={200}
            onChange={([hover_text, arabic_hover_text]) => edit({ hover_text, arabic_hover_text })}
          />
          <p className="form-field__hint">{t('console-destinations.form.texts_hint')}</p>
        </fieldset>

        <fieldset className="destination-form__section">
          <legend className="destination-form__legend">{t('console-destinations.form.pictures')}</legend>
          <div className="destination-form__pictures">
            <ImagePicker
              label={t('console-destinations.form.img')}
              value={draft.img}
              error={problems.img}
              onChange={(img) => edit({ img })}
            />
            <ImagePicker
              label={t('console-destinations.form.featured_image')}
              value={draft.featured_image}
              error={problems.featured_image}
              onChange={(featured_image) => edit({ featured_image })}
            />
          </div>
          <p className="form-field__hint">{t('console-destinations.form.pictures_hint')}</p>
        </fieldset>

        <fieldset className="destination-form__section">
          <legend className="destination-form__legend">{t('console-destinations.form.visibility')}</legend>
          <SwitchField
            label={t('console-destinations.form.enable')}
            hint={t('console-destinations.form.enable_hint')}
            checked={draft.enable}
            onChange={(enable) => edit({ enable })}
          />
          <SwitchField
            label={t('console-destinations.form.hide')}
            hint={t('console-destinations.form.hide_hint')}
            checked={draft.hide}
            onChange={(hide) => edit({ hide })}
          />
          <TextField
            className="destination-form__position"
            label={t('console-destinations.form.position')}
            hint={destination ? t('console-destinations.form.position_hint') : t('console-destinations.form.position_new_hint')}
            error={problems.position}
            value={draft.position}
            inputMode="numeric"
            dir="ltr"
            autoComplete="off"
            onChange={(event) => edit({ position: event.target.value })}
          />
        </fieldset>

        <DestinationMapField
          lat={draft.lat}
          lan={draft.lan}
          errors={{ lat: problems.lat, lan: problems.lan }}
          onChange={(position) => edit(position)}
        />
      </fieldset>
      {form.failure && (
        <p className="console-alert" role="alert">
          {form.failure}
        </p>
      )}
      <div className="destination-form__actions">
        <SaveButton
          pending={save.isPending}
          label={destination ? t('console-destinations.form.save') : t('console-destinations.form.create')}
          pendingLabel={t('console-destinations.form.saving')}
        />
        <button type="button" className="button button--plain" onClick={onCancel}>
          {t('console-destinations.form.cancel')}
        </button>
      </div>
    </form>
  );
}
