import type { ConsolePromotion } from '@portal/contract/console-content';
import type { PromotionSlot } from '@portal/contract/site-content';
import { useState, type FormEvent } from 'react';
import { TextField } from '../../../../components/text-field.tsx';
import { showToast } from '../../../../lib/toasts.ts';
import { useSavePromotion } from '../api/content.ts';
import { FormFooter, useContentForm, type ContentProblems } from './content-form.tsx';
import { SwitchField } from '../../shared/components/switch-field.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';

const promotionFields = ['code', 'text', 'arabic_text', 'description', 'arabic_description', 'show'] as const;
type TextFieldName = Exclude<(typeof promotionFields)[number], 'show'>;

/** The advertised code's coupon, as the server last saw it: the warning shows until it is an enabled coupon. */
function CouponWarning({ promotion }: { promotion: ConsolePromotion }) {
  const { t } = useTranslation();
  if (promotion.coupon === 'enabled') return null;
  return (
    <p className="content-warning" role="status">
      {t(`console-content.promotions.coupon_${promotion.coupon}`, { code: promotion.code })}
    </p>
  );
}

type ContentPromotionFormProps = { slot: PromotionSlot; promotion: ConsolePromotion };

/**
 * The code the home strip or the /seesharjah banner advertises, its line and longer text in both languages,
 * and whether it shows. A code with no enabled coupon is saved all the same, with a warning.
 */
export function ContentPromotionForm({ slot, promotion }: ContentPromotionFormProps) {
  const { t } = useTranslation();
  const save = useSavePromotion();
  const { formRef, checked, refused, problemText, corrected, failure } = useContentForm();
  const [draft, setDraft] = useState(() => ({ ...promotion, show: promotion.show === 1 }));

  const edit = <K extends keyof typeof draft>(field: K, value: (typeof draft)[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    corrected(field);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: ContentProblems = {};
    for (const field of ['code', 'text', 'arabic_text'] as const) if (!draft[field].trim()) found[field] = 'required';
    if (!checked(found)) return;
    const { coupon: _coupon, ...fields } = draft;
    save.mutate(
      { ...fields, slot, show: draft.show ? 1 : 0 },
      {
        onSuccess: (saved) => {
          setDraft((current) => ({ ...current, code: saved.code }));
          showToast('success', t('console-content.promotions.saved'));
        },
        onError: (error) => refused(error, promotionFields),
      },
    );
  };

  const field = (name: TextFieldName, language: 'en' | 'ar', maxLength: number, hint?: string) => (
    <TextField
      label={t(`console-content.promotions.${name}`)}
      hint={hint}
      error={problemText(name)}
      value={draft[name]}
      maxLength={maxLength}
      lang={language}
      dir={language === 'ar' ? 'rtl' : 'ltr'}
      autoComplete="off"
      onChange={(event) => edit(name, event.target.value)}
    />
  );

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="console-form">
      <CouponWarning promotion={promotion} />
      <fieldset className="content-form__fields" disabled={save.isPending}>
        <div className="content-form__code">{field('code', 'en', 40, t('console-content.promotions.code_hint'))}</div>
        <div className="console-form__pair">
          {field('text', 'en', 200, t(`console-content.promotions.text_hint_${slot}`))}
          {field('arabic_text', 'ar', 200)}
        </div>
        <div className="console-form__pair">
          {field('description', 'en', 1000, t(`console-content.promotions.description_hint_${slot}`))}
          {field('arabic_description', 'ar', 1000)}
        </div>
        <SwitchField
          label={t('console-content.promotions.show')}
          hint={t(`console-content.promotions.show_hint_${slot}`)}
          checked={draft.show}
          onChange={(on) => edit('show', on)}
        />
      </fieldset>
      <FormFooter busy={save.isPending} failure={failure} />
    </form>
  );
}
