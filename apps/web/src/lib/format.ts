import type { Language } from './language.ts';

/** Whole dirhams and fils (hundredths) of a non-negative amount, rounded half away from zero on its decimal form. */
function dirhamsAndFils(amount: number): [whole: number, fils: number] {
  // `${amount}e2` moves the decimal point in the number's shortest decimal form, so 1.005 is 100.5 (then 101),
  // as ICU rounds it, not 100.49999… as amount * 100 would be; exponent forms (1e-7) are scaled directly.
  // Exact up to 10^13 dirhams, far past any price here.
  const text = String(amount);
  const cents = Math.round(text.includes('e') ? amount * 100 : Number(`${text}e2`));
  return [Math.floor(cents / 100), cents % 100];
}

/**
 * AED amounts: whole dirhams without decimals, fils shown when present, exactly as `Intl.NumberFormat` writes
 * them for en-AE ("AED 1,234.5") and ar-AE with Latin digits ("‏1,234.5 د.إ.‏", marks included). Written out
 * because a page's first Intl number format costs 15–20 ms on a phone, a long task of its own as the app starts
 * (decision 042); format.test.ts holds the two equal. Wrap the result in <bdi>.
 */
export function formatAed(amount: number, language: Language): string {
  if (!Number.isFinite(amount)) return String(amount);
  const [whole, fils] = dirhamsAndFils(Math.abs(amount));
  const fraction = fils === 0 ? '' : `.${String(fils).padStart(2, '0').replace(/0$/, '')}`;
  const digits = `${String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction}`;
  const negative = amount < 0;
  if (language === 'ae') return `\u200f${negative ? '\u200e-' : ''}${digits}\u00a0د.إ.\u200f`;
  return `${negative ? '-' : ''}AED\u00a0${digits}`;
}
