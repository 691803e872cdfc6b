import type { HomeSettings } from '@portal/contract/catalog';
import type { TagChoice } from '@portal/contract/console-content';
import { useState, type FormEvent } from 'react';
import { FormField } from '../../../../components/form-field.tsx';
import { TextField } from '../../../../components/text-field.tsx';
import type { ActionFields } from '../../../../lib/api.ts';
import { localized } from '../../../../lib/localized.ts';
import { showToast } from '../../../../lib/toasts.ts';
import { useSaveHomeSettings } from '../api/home-settings.ts';
import { FormFooter, isLink, useContentForm, type ContentProblems } from './content-form.tsx';
import { ImagePicker } from '../../shared/components/image-picker.tsx';
import { SwitchField } from '../../shared/components/switch-field.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';

const galleryNumbers = [1, 2, 3, 4, 5] as const;
const sectionNumbers = [1, 2, 3] as const;
const sectionTexts = ['heading', 'arabic_heading', 'description', 'arabic_description'] as const;
const displayFlags = ['display_vouchers', 'display_about_us', 'display_top_experience'] as const;

/** saveHomeSettings' flat fields (image1, image1_link… at the top), as the form edits them. */
type HomeSettingsDraft = ActionFields<'saveHomeSettings'>;
type HomeSettingsField = keyof HomeSettingsDraft;

function draftOf(settings: HomeSettings): HomeSettingsDraft {
  const { gallary_images, ...rest } = settings;
  return { ...gallary_images, ...rest };
}

function settingsProblems(draft: HomeSettingsDraft): ContentProblems {
  const problems: ContentProblems = {};
  for (const n of galleryNumbers) {
    if (!draft[`image${n}`]) problems[`image${n}`] = 'required';
    if (!isLink(String(draft[`image${n}_link`]))) problems[`image${n}_link`] = 'link';
  }
  if (!draft.spend_win_image) problems.spend_win_image = 'required';
  return problems;
}

type HomeSettingsFormProps = { settings: HomeSettings; tags: TagChoice[] };

/**
 * Every field of the `{product}_homepage_settings` answer: the gallery's five pictures with their links,
 * the spend-and-win picture, the three tag sections (a tag, headings and descriptions in both languages)
 * and which parts of the home page show.
 */
export function HomeSettingsForm({ settings, tags }: HomeSettingsFormProps) {
  const { t } = useTranslation();
  const save = useSaveHomeSettings();
  const { formRef, checked, refused, problemText, corrected, failure } = useContentForm();
  const [draft, setDraft] = useState(() => draftOf(settings));
  const fieldNames = Object.keys(draft);

  const edit = (field: HomeSettingsField, value: string | number) => {
    setDraft((current) => ({ ...current, [field]: value }));
    corrected(field);
  };
  const textOf = (field: HomeSettingsField) => String(draft[field] ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!checked(settingsProblems(draft))) return;
    save.mutate(draft, {
      onSuccess: () => showToast('success', t('console-content.home.saved')),
      onError: (error) => refused(error, fieldNames),
    });
  };

  const textField = (field: HomeSettingsField, label: string, language: 'en' | 'ar', maxLength = 200) => (
    <TextField
      key={field}
      label={label}
      error={problemText(field)}
      value={textOf(field)}
      maxLength={maxLength}
      lang={language}
      dir={language === 'ar' ? 'rtl' : 'ltr'}
      autoComplete="off"
      onChange={(event) => edit(field, event.target.value)}
    />
  );

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="console-form home-settings-form">
      <fieldset className="content-form__fields" disabled={save.isPending}>
        <fieldset className="content-form__group">
          <legend>{t('console-content.home.gallery')}</legend>
          <div className="home-settings-form__gallery">
            {galleryNumbers.map((n) => (
              <div key={n} className="home-settings-form__picture">
                <ImagePicker
                  label={t('console-content.home.gallery_image', { number: n })}
                  value={textOf(`image${n}`)}
                  error={problemText(`image${n}`)}
                  onChange={(path) => edit(`image${n}`, path)}
                />
                <TextField
                  label={t('console-content.home.gallery_link', { number: n })}
                  hint={t('console-content.form.link_hint')}
                  error={problemText(`image${n}_link`)}
                  value={textOf(`image${n}_link`)}
                  maxLength={500}
                  dir="ltr"
                  autoComplete="off"
                  onChange={(event) => edit(`image${n}_link`, event.target.value)}
                />
              </div>
            ))}
          </div>
        </fieldset>
        <ImagePicker
          label={t('console-content.home.spend_win_image')}
          value={textOf('spend_win_image')}
          error={problemText('spend_win_image')}
          onChange={(path) => edit('spend_win_image', path)}
        />
        {sectionNumbers.map((n) => (
          <fieldset key={n} className="content-form__group">
            <legend>{t('console-content.home.section', { number: n })}</legend>
            <FormField label={t('console-content.home.section_tag')} error={problemText(`tag${n}`)}>
              {(control) => (
                <select
                  {...control}
                  className="form-field__input"
                  value={textOf(`tag${n}`)}
                  onChange={(event) => edit(`tag${n}`, event.target.value)}
                >
                  <option value="">{t('console-content.home.no_section')}</option>
                  {tags.map((tag) => (
                    <option key={tag.slug} value={tag.slug}>
                      {localized(tag, 'name')}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <div className="console-form__pair">
              {sectionTexts.map((suffix) =>
                textField(
                  `tag${n}_${suffix}`,
                  t(`console-content.home.section_${suffix}`),
                  suffix.startsWith('arabic') ? 'ar' : 'en',
                  suffix.endsWith('description') ? 1000 : 200,
                ),
              )}
            </div>
          </fieldset>
        ))}
        <fieldset className="content-form__group">
          <legend>{t('console-content.home.display')}</legend>
          {displayFlags.map((flag) => (
            <SwitchField
              key={flag}
              label={t(`console-content.home.${flag}`)}
              hint={t(`console-content.home.${flag}_hint`)}
              checked={draft[flag] === 1}
              onChange={(on) => edit(flag, on ? 1 : 0)}
            />
          ))}
        </fieldset>
      </fieldset>
      <FormFooter busy={save.isPending} failure={failure} />
    </form>
  );
}
