import type { ConsoleSlide } from '@portal/contract/console-content';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { TextField } from '../../../../components/text-field.tsx';
import { showToast } from '../../../../lib/toasts.ts';
import { useSaveSlide } from '../api/home-settings.ts';
import { FormFooter, isLink, useContentForm, type ContentProblems } from './content-form.tsx';
import { ImagePicker } from '../../shared/components/image-picker.tsx';
import { SwitchField } from '../../shared/components/switch-field.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';

type SlideDraft = {
  title: string;
  arabic_title: string;
  image: string;
  mobile_image: string;
  link: string;
  enable: boolean;
};
const slideFields = ['title', 'arabic_title', 'image', 'mobile_image', 'link', 'enable'] as const;

const draftOf = (slide: ConsoleSlide | null): SlideDraft =>
  slide
    ? { ...slide, enable: slide.enable === 1 }
    : { title: '', arabic_title: '', image: '', mobile_image: '', link: '', enable: true };

function slideProblems(draft: SlideDraft): ContentProblems {
  const problems: ContentProblems = {};
  if (!draft.image) problems.image = 'required';
  if (!draft.mobile_image) problems.mobile_image = 'required';
  if (!isLink(draft.link)) problems.link = 'link';
  return problems;
}

/**
 * A banner slide's form: both titles side by side, the desktop and phone pictures from the image picker,
 * where it leads and whether it shows. A new slide goes last in the banner.
 */
export function SliderForm({ slide, onClose }: { slide: ConsoleSlide | null; onClose: () => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const save = useSaveSlide();
  const { formRef, checked, refused, problemText, corrected, failure } = useContentForm();
  const [draft, setDraft] = useState(() => draftOf(slide));

  // the form opens above the list: take the keyboard there
  useEffect(() => headingRef.current?.focus(), []);

  const edit = <K extends keyof SlideDraft>(field: K, value: SlideDraft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    corrected(field);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!checked(slideProblems(draft))) return;
    const input = { ...(slide ? { id: slide.id } : {}), ...draft, link: draft.link.trim(), enable: draft.enable ? 1 : 0 };
    save.mutate(input, {
      onSuccess: () => {
        showToast('success', t(slide ? 'console-content.slides.saved' : 'console-content.slides.created'));
        onClose();
      },
      onError: (error) => refused(error, slideFields),
    });
  };

  return (
    <section className="content-form" aria-labelledby={headingId}>
      <h3 className="review__heading" id={headingId} ref={headingRef} tabIndex={-1}>
        {slide ? t('console-content.slides.edit_title') : t('console-content.slides.new_title')}
      </h3>
      <form ref={formRef} onSubmit={submit} noValidate className="console-form">
        <fieldset className="content-form__fields" disabled={save.isPending}>
          <div className="console-form__pair">
            <TextField
              label={t('console-content.slides.title')}
              error={problemText('title')}
              value={draft.title}
              maxLength={200}
              lang="en"
              dir="ltr"
              autoComplete="off"
              onChange={(event) => edit('title', event.target.value)}
            />
            <TextField
              label={t('console-content.slides.arabic_title')}
              error={problemText('arabic_title')}
              value={draft.arabic_title}
              maxLength={200}
              lang="ar"
              dir="rtl"
              autoComplete="off"
              onChange={(event) => edit('arabic_title', event.target.value)}
            />
          </div>
          <div className="console-form__pair">
            <ImagePicker
              label={t('console-content.slides.image')}
              value={draft.image}
              error={problemText('image')}
              onChange={(path) => edit('image', path)}
            />
            <ImagePicker
              label={t('console-content.slides.mobile_image')}
              value={draft.mobile_image}
              error={problemText('mobile_image')}
              onChange={(path) => edit('mobile_image', path)}
            />
          </div>
          <TextField
            label={t('console-content.slides.link')}
            hint={t('console-content.form.link_hint')}
            error={problemText('link')}
            value={draft.link}
            maxLength={500}
            dir="ltr"
            autoComplete="off"
            onChange={(event) => edit('link', event.target.value)}
          />
          <SwitchField
            label={t('console-content.slides.enable')}
            hint={t('console-content.slides.enable_hint')}
            checked={draft.enable}
            onChange={(on) => edit('enable', on)}
          />
        </fieldset>
        <FormFooter busy={save.isPending} failure={failure} onCancel={onClose} />
      </form>
    </section>
  );
}
