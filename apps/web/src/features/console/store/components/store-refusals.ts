import { ActionError, errorMessageOf } from '../../../../lib/api.ts';
import type { RefusalWording } from '../../../../components/console-kit/form-state.ts';
import { type TFunction } from '../../../../lib/i18n.ts';

/** What a refused store form shows: a problem at each failing field group (and list row), and one line above the buttons. */
export type Refusal = { problems: Record<string, string>; summary: string };

/**
 * The server names failing fields by their path (`slug`, `images.2`, `variants.1.variant_options`): each gets
 * the translated problem of its field (with its place in the list), kept at the field (`images`) and at its
 * row (`variants.1`), so the form marks both where the operator looks.
 */
export function refusalOf(error: Error, t: TFunction): Refusal {
  const fields = error instanceof ActionError ? (error.failure.fields ?? {}) : {};
  const problems: Record<string, string> = {};
  for (const path of Object.keys(fields)) {
    const [field = '', index] = path.split('.');
    const place = index !== undefined && /^\d+$/.test(index) ? Number(index) + 1 : null;
    const message = t(`console-store.refused.${field}`, {
      n: place ?? 1,
      defaultValue: t('console-store.refused.other', { field }),
    });
    problems[field] ??= message;
    if (place !== null) problems[`${field}.${index}`] = message;
  }
  const summary = Object.keys(problems).length > 0 ? t('console-store.form.check_fields') : errorMessageOf(error);
  return { problems, summary };
}

/** The same wording for a store form on the console form hook, whose fields carry the server's names. */
export function storeRefusal<D>(t: TFunction): RefusalWording<D> {
  return {
    fieldOf: (name) => name.split('.')[0] as keyof D & string,
    text: (field) => t(`console-store.refused.${field}`, { n: 1, defaultValue: t('console-store.refused.other', { field }) }),
    checkFields: t('console-store.form.check_fields'),
  };
}
