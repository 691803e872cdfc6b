import type { SitePage, SitePageText } from '@portal/contract/site-content';
import { useState, type FormEvent } from 'react';
import { Link } from '../../../../components/link.tsx';
import { showToast } from '../../../../lib/toasts.ts';
import { useSaveSitePage } from '../api/content.ts';
import { FormFooter, TextAreaField, useContentForm, type ContentProblems } from './content-form.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';

/** Where visitors read each page (spec part 2 route table). */
const sitePagePaths: Record<SitePage, string> = { about: '/aboutus', terms: '/terms', privacy: '/privacy' };

const pageFields = ['text', 'arabic_text'] as const;

/**
 * One page's text in English and Arabic, side by side from a tablet up, as plain text: the hint says how
 * headings, paragraphs and lists are written, as the pages render them.
 */
export function ContentPageForm({ page }: { page: SitePageText }) {
  const { t } = useTranslation();
  const save = useSaveSitePage();
  const { formRef, checked, refused, problemText, corrected, failure } = useContentForm();
  const [draft, setDraft] = useState({ text: page.text, arabic_text: page.arabic_text });
  const name = t(`console-content.pages.${page.page}`);

  const edit = (field: (typeof pageFields)[number], value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    corrected(field);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: ContentProblems = {};
    for (const field of pageFields) if (!draft[field].trim()) found[field] = 'required';
    if (!checked(found)) return;
    save.mutate(
      { page: page.page, ...draft },
      {
        onSuccess: () => showToast('success', t('console-content.pages.saved', { name })),
        onError: (error) => refused(error, pageFields),
      },
    );
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="console-form">
      <p className="form-field__hint">
        {t('console-content.pages.format_hint')}{' '}
        <Link to={sitePagePaths[page.page]} target="_blank" rel="noopener">
          {t('console-content.pages.view', { name })}
        </Link>
      </p>
      <fieldset className="content-form__fields content-form__texts" disabled={save.isPending}>
        <TextAreaField
          label={t('console-content.pages.text', { name })}
          error={problemText('text')}
          value={draft.text}
          rows={14}
          lang="en"
          dir="ltr"
          onChange={(event) => edit('text', event.target.value)}
        />
        <TextAreaField
          label={t('console-content.pages.arabic_text', { name })}
          error={problemText('arabic_text')}
          value={draft.arabic_text}
          rows={14}
          lang="ar"
          dir="rtl"
          onChange={(event) => edit('arabic_text', event.target.value)}
        />
      </fieldset>
      <FormFooter busy={save.isPending} failure={failure} />
    </form>
  );
}
