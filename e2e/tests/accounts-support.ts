import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { arabicErrorTexts } from '../../packages/contract/src/error-texts-ae.ts';
import { englishErrorTexts } from '../../packages/contract/src/error-texts-en.ts';
import { expect } from './fixtures.ts';
import { outboxHeaders } from './operators.ts';

export type Language = 'en' | 'ae';

const localesDir = path.join(import.meta.dirname, '../../apps/web/src/locales');

/** The app's texts as it loads them: its locale files, and the contract's `errors.<code>` texts (apps/web/src/lib/i18n.ts). */
export function readLocale(language: Language): Record<string, unknown> {
  const dir = path.join(localesDir, language);
  return {
    ...Object.fromEntries(
      fs
        .readdirSync(dir)
        .filter((file) => file.endsWith('.json'))
        .map((file) => [path.basename(file, '.json'), JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'))]),
    ),
    errors: (language === 'ae' ? arabicErrorTexts : englishErrorTexts).messages,
  };
}

/**
 * The app's own text for a key ("accounts.messages.register_success") in a language, so the journeys
 * read what a visitor of that language reads. Placeholders are left out: callers match the fixed part.
 */
export function textsOf(language: Language): (key: string) => string {
  const locale = readLocale(language);
  return (key) => {
    const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], locale);
    if (typeof value !== 'string') throw new Error(`no ${language} text for ${key}`);
    return value;
  };
}

/** The text before the first {{placeholder}}, trimmed: "Send again in {{time}}" → "Send again in". */
export function fixedPart(text: string): string {
  return text.split('{{')[0]!.trim();
}

/** `text` as a regular expression that matches it literally. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Opens the site in `language` the way a returning visitor has it: the choice is in localStorage. */
export async function useLanguage(page: Page, language: Language) {
  await page.addInitScript((lang) => {
    if (!localStorage.getItem('user_language')) localStorage.setItem('user_language', lang);
  }, language);
}

export type NewUser = { firstName: string; lastName: string; email: string; mobile: string };

/** A person no test has used: a unique e-mail and a unique UAE mobile number (050…058 prefixes). */
export function newUser(label: string): NewUser {
  const unique = randomInt(2 ** 47).toString(36);
  const prefix = ['50', '52', '54', '55', '56', '58'][randomInt(6)];
  return {
    firstName: 'Aisha',
    lastName: `Tester ${label}`,
    email: `visitor-${label}-${unique}@example.com`,
    mobile: `+971${prefix}${String(randomInt(10_000_000)).padStart(7, '0')}`,
  };
}

type OutboxMessage = { id: number; to: string; body: string };

async function outbox(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  const response = await request.get('/dev/outbox', { params: { to }, headers: outboxHeaders });
  expect(response.ok(), 'GET /dev/outbox').toBe(true);
  return ((await response.json()) as { data: OutboxMessage[] }).data;
}

/** The id of the newest message to `to` (0 when none), so a later read finds only newer codes. */
export async function newestMessageId(request: APIRequestContext, to: string): Promise<number> {
  return (await outbox(request, to))[0]?.id ?? 0;
}

/** Waits until a message newer than `afterId` reaches `to` (e-mail or +971… mobile) and answers its 6-digit code. */
export async function codeSentTo(request: APIRequestContext, to: string, afterId = 0): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const message = (await outbox(request, to)).find((m) => m.id > afterId);
        code = message ? /\b(\d{6})\b/.exec(message.body)?.[1] : undefined;
        return code;
      },
      { message: `a code sent to ${to}` },
    )
    .toMatch(/^\d{6}$/);
  return code!;
}

/** A code that is not `code`. */
export function wrongCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

/** The full name as spec part 1 §3 User `name` carries it. */
export function fullName(user: NewUser): string {
  return `${user.firstName} ${user.lastName}`;
}

/**
 * Creates an account through the API (the factory of the journeys that start with an existing user) with
 * the specification's register payload (part 1 §7: name, email, mobile; `language` is ours); answers its token.
 */
export async function registerThroughApi(request: APIRequestContext, user: NewUser, language: Language): Promise<string> {
  const fields = { name: fullName(user), email: user.email, mobile: user.mobile, language };
  const sent = await request.post('/api', { form: { action: 'sendOtp', ...fields } });
  expect(sent.ok(), await sent.text()).toBe(true);
  const otp = await codeSentTo(request, user.email);
  const verified = await request.post('/api', { form: { action: 'verifyLoginOTP', ...fields, otp } });
  expect(verified.ok(), await verified.text()).toBe(true);
  return ((await verified.json()) as { token: string }).token;
}
