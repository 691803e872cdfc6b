import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** spec part 1 / docs/architecture.md "Identity and operators": 6 digits, 10 minutes, 5 wrong tries, resend cooldown. Per-address limits are configuration. */
export const otpRules = {
  digits: 6,
  validMs: 10 * 60 * 1000,
  maxWrongTries: 5,
  resendCooldownMs: 60 * 1000,
  sendsPerIdentifierPerHour: 5,
} as const;

/** A code from the operating system's secure random source. */
export function newCode(): string {
  return String(randomInt(0, 10 ** otpRules.digits)).padStart(otpRules.digits, '0');
}

/** salt$sha256(salt:identifier:code) — binds the code to the identifier it was sent to. */
export function hashCode(identifier: string, code: string, salt = randomBytes(16).toString('base64url')): string {
  return `${salt}$${createHash('sha256').update(`${salt}:${identifier}:${code}`).digest('base64url')}`;
}

export function codeMatches(stored: string, identifier: string, code: string): boolean {
  const [salt] = stored.split('$');
  if (!salt) return false;
  const a = Buffer.from(hashCode(identifier, code, salt));
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** a•••@example.com, +97150•••4567 — shows the user where the code went without spelling it out. */
export function maskIdentifier(identifier: string): string {
  if (identifier.includes('@')) {
    const [local = '', domain = ''] = identifier.split('@');
    return `${local.slice(0, 1)}•••@${domain}`;
  }
  return `${identifier.slice(0, 6)}•••${identifier.slice(-4)}`;
}

export function codeMessage(code: string, language: 'en' | 'ae') {
  const minutes = otpRules.validMs / 60_000;
  return language === 'ae'
    ? {
        subject: 'رمز التحقق من تجارب الشارقة',
        text: `رمز التحقق الخاص بك هو ${code}، وهو صالح لمدة ${minutes} دقائق. لا تشارك هذا الرمز مع أي شخص.`,
      }
    : {
        subject: 'Your Sharjah Experiences code',
        text: `Your code is ${code}. It is valid for ${minutes} minutes. Do not share it with anyone.`,
      };
}
