import { couponTypes, personTypes, type ConsoleCoupon } from '@portal/contract/console-offers';
import { Link } from '../../../../components/link.tsx';
import { FormField } from '../../../../components/form-field.tsx';
import { FormEnd } from '../../../../components/console-kit/form-parts.tsx';
import { useConsoleForm } from '../../../../components/console-kit/use-console-form.ts';
import { TextField } from '../../../../components/text-field.tsx';
import { showToast } from '../../../../lib/toasts.ts';
import { useSaveCoupon } from '../api/coupons.ts';
import {
  couponInput,
  couponProblems,
  draftOfCoupon,
  emptyCouponDraft,
  couponFieldOf,
  couponRefusalKey,
  type CouponDraft,
  type CouponField,
  type PersonType,
} from '../coupon-draft.ts';
import { CouponPackagePicker } from './coupon-package-picker.tsx';
import { SwitchField } from '../../shared/components/switch-field.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';

type CouponFormProps = {
  /** the coupon to change, or null for a new one */
  coupon: ConsoleCoupon | null;
  onSaved: (saved: ConsoleCoupon) => void;
};

/**
 * Every setting of a coupon (spec part 1 §5 and §3 Coupon validation data). The type decides which amounts it
 * takes; the same rules as the booking flow's are checked before sending and named at their fields, and what
 * was typed stays when the server refuses it. A redeemed coupon's code is shown but cannot change.
 */
export function CouponForm({ coupon, onSaved }: CouponFormProps) {
  const { t } = useTranslation();
  const save = useSaveCoupon();
  const form = useConsoleForm<CouponDraft>({
    initial: () => (coupon ? draftOfCoupon(coupon) : emptyCouponDraft),
    check: couponProblems,
    problemText: (key) => t(`console-offers.problems.${key}`),
    refusal: {
      fieldOf: couponFieldOf,
      text: (field, reason) => t(`console-offers.refused.${couponRefusalKey(field, reason)}`),
      checkFields: t('console-offers.form.check_fields'),
    },
  });
  const { draft, problems, edit, formRef } = form;
  const codeFixed = (coupon?.redemptions ?? 0) > 0;

  const submit = form.submitTo(
    save,
    (typed) => couponInput(typed, coupon?.id ?? null),
    (saved) => {
      showToast('success', t(coupon ? 'console-offers.form.saved' : 'console-offers.form.created', { code: saved.code }));
      onSaved(saved);
    },
  );

  const text = (field: CouponField, label: string, hint?: string) => ({
    label,
    hint,
    error: problems[field],
    value: draft[field] as string,
    dir: 'ltr' as const,
    autoComplete: 'off',
    onChange: (event: { target: { value: string } }) => edit(field, event.target.value as never),
  });

  return (
    <form ref={formRef} className="offer-form" onSubmit={submit} noValidate>
      <fieldset className="offer-form__fields" disabled={save.isPending}>
        <TextField
          {...text(
            'code',
            t('console-offers.form.code'),
            codeFixed
              ? t('console-offers.form.code_fixed', { count: coupon?.redemptions ?? 0 })
              : t('console-offers.form.code_hint'),
          )}
          className="offer-form__code"
          maxLength={40}
          readOnly={codeFixed}
          spellCheck={false}
        />
        <fieldset className="offer-form__group">
          <legend className="form-field__label">{t('console-offers.form.type')}</legend>
          <div className="offer-form__choices">
            {couponTypes.map((type) => (
              <label key={type} className="offer-form__choice">
                <input type="radio" name="coupon-type" checked={draft.type === type} onChange={() => edit('type', type)} />
                {t(`console-offers.types.${type}`)}
              </label>
            ))}
          </div>
        </fieldset>
        {draft.type === 'buy_x_get_y' ? (
          <fieldset className="offer-form__group offer-form__free">
            <legend className="form-field__label">{t('console-offers.form.free_tickets')}</legend>
            <p className="form-field__hint">{t('console-offers.form.free_tickets_hint')}</p>
            <PersonSelect
              label={t('console-offers.form.buy')}
              value={draft.buy}
              error={problems.buy}
              onChange={(v) => edit('buy', v)}
            />
            <TextField {...text('buy_qty', t('console-offers.form.buy_qty'))} inputMode="numeric" />
            <PersonSelect
              label={t('console-offers.form.free')}
              value={draft.free}
              error={problems.free}
              onChange={(v) => edit('free', v)}
            />
            <TextField {...text('free_qty', t('console-offers.form.free_qty'))} inputMode="numeric" />
          </fieldset>
        ) : (
          <TextField
            {...text('off', draft.type === 'aed' ? t('console-offers.form.off_aed') : t('console-offers.form.off_percentage'))}
            inputMode="decimal"
          />
        )}
        <div className="offer-form__pair">
          <TextField
            {...text('max_discount', t('console-offers.form.max_discount'), t('console-offers.form.max_discount_hint'))}
            inputMode="decimal"
          />
          <TextField
            {...text('min_cart', t('console-offers.form.min_cart'), t('console-offers.form.min_cart_hint'))}
            inputMode="decimal"
          />
        </div>
        <fieldset className="offer-form__group">
          <legend className="form-field__label">{t('console-offers.form.skip')}</legend>
          <SwitchField
            label={t('console-offers.form.skip_add_on')}
            hint={t('console-offers.form.skip_add_on_hint')}
            {...form.toggle('skip_add_on')}
          />
          <SwitchField
            label={t('console-offers.form.skip_transport')}
            hint={t('console-offers.form.skip_transport_hint')}
            {...form.toggle('skip_transport')}
          />
          <SwitchField
            label={t('console-offers.form.skip_food')}
            hint={t('console-offers.form.skip_food_hint')}
            {...form.toggle('skip_food')}
          />
        </fieldset>
        <div className="offer-form__pair">
          <TextField
            {...text('usage_limit_total', t('console-offers.form.usage_limit_total'), t('console-offers.form.usage_limit_hint'))}
            inputMode="numeric"
          />
          <TextField
            {...text(
              'usage_limit_per_user',
              t('console-offers.form.usage_limit_per_user'),
              t('console-offers.form.usage_limit_hint'),
            )}
            inputMode="numeric"
          />
        </div>
        <SwitchField
          label={t('console-offers.form.first_order_only')}
          hint={t('console-offers.form.first_order_only_hint')}
          {...form.toggle('first_order_only')}
        />
        <div className="offer-form__pair">
          <TextField
            {...text('starts_at', t('console-offers.form.starts_at'), t('console-offers.form.starts_at_hint'))}
            type="datetime-local"
          />
          <TextField
            {...text('expires_at', t('console-offers.form.expires_at'), t('console-offers.form.expires_at_hint'))}
            type="datetime-local"
          />
        </div>
        <CouponPackagePicker
          value={draft.packages}
          error={problems.packages}
          onChange={(packages) => edit('packages', packages)}
        />
        <TextField
          label={t('console-offers.form.msg')}
          hint={t('console-offers.form.msg_hint')}
          {...form.text('msg')}
          maxLength={200}
          lang="en"
          dir="ltr"
        />
        <SwitchField
          label={t('console-offers.form.enable')}
          hint={t('console-offers.form.enable_hint')}
          {...form.toggle('enable')}
        />
      </fieldset>
      <FormEnd
        failure={form.failure}
        className="offer-form__actions"
        pending={save.isPending}
        label={t('console-offers.form.save')}
        pendingLabel={t('console-offers.form.saving')}
      >
        <Link className="button button--plain" to="/backoffice/coupons">
          {t('console-offers.form.back')}
        </Link>
      </FormEnd>
    </form>
  );
}

type PersonSelectProps = {
  label: string;
  value: PersonType | '';
  error: string | undefined;
  onChange: (value: PersonType | '') => void;
};

/** Adult or child, for the free-ticket settings. */
function PersonSelect({ label, value, error, onChange }: PersonSelectProps) {
  const { t } = useTranslation();
  return (
    <FormField label={label} error={error}>
      {(control) => (
        <select
          {...control}
          className="form-field__input"
          value={value}
          onChange={(event) => onChange(event.target.value as PersonType | '')}
        >
          <option value="">{t('console-offers.form.choose')}</option>
          {personTypes.map((person) => (
            <option key={person} value={person}>
              {t(`console-offers.people.${person}_plural`)}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
