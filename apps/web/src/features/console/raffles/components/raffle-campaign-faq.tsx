import { FormField } from '../../../../components/form-field.tsx';
import { TextField } from '../../../../components/text-field.tsx';
import { emptyFaqEntry, type FaqEntryDraft } from '../raffle-campaign-draft.ts';
import { useTranslation } from '../../../../lib/i18n.ts';

type RaffleCampaignFaqProps = {
  entries: FaqEntryDraft[];
  onChange: (entries: FaqEntryDraft[]) => void;
  error?: string | null | undefined;
};

/** The campaign's FAQ: each question and answer in English and Arabic side by side, added, removed and reordered. */
export function RaffleCampaignFaq({ entries, onChange, error }: RaffleCampaignFaqProps) {
  const { t } = useTranslation();
  const errorId = 'raffle-faq-error';
  const edit = (key: number, field: Exclude<keyof FaqEntryDraft, 'key'>, value: string) =>
    onChange(entries.map((entry) => (entry.key === key ? { ...entry, [field]: value } : entry)));
  const move = (from: number, to: number) => {
    const next = [...entries];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    onChange(next);
  };
  // an entry left half-written is what the error is about: only those are marked
  const incomplete = (entry: FaqEntryDraft) =>
    Boolean(error) && [entry.q_en, entry.q_ae, entry.a_en, entry.a_ae].some((text) => !text.trim());

  return (
    <fieldset className="campaign-list-editor" aria-describedby={error ? errorId : undefined}>
      <legend className="form-field__label">{t('console-campaigns.raffle.faq')}</legend>
      {entries.length === 0 && <p className="form-field__hint">{t('console-campaigns.raffle.faq_none')}</p>}
      <ol className="campaign-faq-editor">
        {entries.map((entry, i) => (
          <li key={entry.key} className="campaign-faq-editor__entry">
            <h4 className="campaign-faq-editor__heading">{t('console-campaigns.raffle.faq_entry', { n: i + 1 })}</h4>
            <div className="console-form__pair">
              <TextField
                label={t('console-campaigns.raffle.question_en')}
                value={entry.q_en}
                maxLength={300}
                lang="en"
                dir="ltr"
                error={incomplete(entry) && !entry.q_en.trim() ? t('console-campaigns.problems.required') : null}
                onChange={(event) => edit(entry.key, 'q_en', event.target.value)}
              />
              <TextField
                label={t('console-campaigns.raffle.question_ae')}
                value={entry.q_ae}
                maxLength={300}
                lang="ar"
                dir="rtl"
                error={incomplete(entry) && !entry.q_ae.trim() ? t('console-campaigns.problems.required') : null}
                onChange={(event) => edit(entry.key, 'q_ae', event.target.value)}
              />
              <AnswerField
                label={t('console-campaigns.raffle.answer_en')}
                value={entry.a_en}
                lang="en"
                error={incomplete(entry) && !entry.a_en.trim() ? t('console-campaigns.problems.required') : null}
                onChange={(value) => edit(entry.key, 'a_en', value)}
              />
              <AnswerField
                label={t('console-campaigns.raffle.answer_ae')}
                value={entry.a_ae}
                lang="ar"
                error={incomplete(entry) && !entry.a_ae.trim() ? t('console-campaigns.problems.required') : null}
                onChange={(value) => edit(entry.key, 'a_ae', value)}
              />
            </div>
            <div className="campaign-list-editor__tools">
              <button
                type="button"
                className="button button--plain"
                disabled={i === 0}
                aria-label={t('console-campaigns.raffle.faq_up', { n: i + 1 })}
                onClick={() => move(i, i - 1)}
              >
                {t('console-campaigns.up')}
              </button>
              <button
                type="button"
                className="button button--plain"
                disabled={i === entries.length - 1}
                aria-label={t('console-campaigns.raffle.faq_down', { n: i + 1 })}
                onClick={() => move(i, i + 1)}
              >
                {t('console-campaigns.down')}
              </button>
              <button
                type="button"
                className="link-button"
                aria-label={t('console-campaigns.raffle.faq_remove', { n: i + 1 })}
                onClick={() => onChange(entries.filter((other) => other.key !== entry.key))}
              >
                {t('console-campaigns.remove')}
              </button>
            </div>
          </li>
        ))}
      </ol>
      <button type="button" className="button button--plain" onClick={() => onChange([...entries, emptyFaqEntry()])}>
        {t('console-campaigns.raffle.faq_add')}
      </button>
      {error && (
        <p className="field-error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

type AnswerFieldProps = {
  label: string;
  value: string;
  lang: 'en' | 'ar';
  error: string | null;
  onChange: (value: string) => void;
};

/** An answer: a few lines of plain text, typed in its own direction. */
function AnswerField({ label, value, lang, error, onChange }: AnswerFieldProps) {
  return (
    <FormField label={label} error={error}>
      {(control) => (
        <textarea
          {...control}
          className="form-field__input campaign-faq-editor__answer"
          rows={3}
          maxLength={3000}
          lang={lang}
          dir={lang === 'ar' ? 'rtl' : 'ltr'}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
