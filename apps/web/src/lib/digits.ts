/**
 * Arabic-Indic (٠–٩) and Eastern Arabic-Indic (۰–۹) digits as Latin digits. Arabic keyboards type them
 * into number fields; the site shows and sends Latin digits (decision 005).
 */
export function toLatinDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (d) => String((d.codePointAt(0)! - 0x0660) % 0x90));
}
