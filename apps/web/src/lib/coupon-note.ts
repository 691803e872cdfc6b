/**
 * The coupon code inside a package's note (spec part 1 §2 Package page: clicking the note applies its
 * text as a coupon). Notes read like "Use code SEESHARJAH for 20% off" or "استخدم الرمز SEESHARJAH":
 * the code is an upper-case word of Latin letters and digits, at least four long so that "AED" is
 * never taken for one. A word right after "code" (or the Arabic رمز / كود / كوبون) wins; otherwise
 * the first word with a digit; otherwise the first candidate. Null when the note holds no code.
 */
const candidate = /(?<![A-Za-z0-9])[A-Z][A-Z0-9]{3,}(?![A-Za-z0-9])/g;
const afterCodeWord = /(?:\bcode|\bcoupon|\bpromo|رمز|كود|كوبون|الرمز|الكود|الكوبون)[\s:：«"']*$/i;

export function couponCodeFromNote(note: string): string | null {
  const found = [...note.matchAll(candidate)];
  if (found.length === 0) return null;
  const labelled = found.find((m) => afterCodeWord.test(note.slice(0, m.index)));
  const withDigit = found.find((m) => /\d/.test(m[0]));
  return (labelled ?? withDigit ?? found[0]!)[0];
}
