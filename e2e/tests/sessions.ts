import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { codeSentTo, newestMessageId, type Language } from './accounts-support.ts';
import { expect, test } from './fixtures.ts';
import { e2eOperators } from './operators.ts';

/** Opens the site in `language` with the session of `token`, as sign-in leaves it. */
export async function signIn(page: Page, token: string, language: Language) {
  await page.addInitScript((lang) => localStorage.setItem('user_language', lang), language);
  await page.goto('/');
  await page.context().addCookies([{ name: 'jwt', value: token, url: test.info().project.use.baseURL! }]);
  await page.evaluate(() => localStorage.setItem('loggedIn', 'success'));
}

/**
 * The operator made by playwright.config.ts signs in with a one-time code, like everyone. (Kept apart
 * from operators.ts, which the config imports and which so stays free of test code.)
 */
async function signInOperator(request: APIRequestContext, language: Language): Promise<string> {
  const email = e2eOperators[language];
  const after = await newestMessageId(request, email);
  // spec part 1 §7 login: only the e-mail (`language` is ours)
  const sent = await request.post('/api', { form: { action: 'sendOtp', email, language } });
  expect(sent.ok(), await sent.text()).toBe(true);
  const otp = await codeSentTo(request, email, after);
  const verified = await request.post('/api', { form: { action: 'verifyLoginOTP', email, otp, language } });
  expect(verified.ok(), await verified.text()).toBe(true);
  return ((await verified.json()) as { token: string }).token;
}

/**
 * Where this run keeps an operator's session: the run's data folder (playwright.config.ts hands it to the
 * workers), so a worker started after another failed reuses the session instead of asking for a new code.
 */
const sessionFile = (language: Language) =>
  process.env.E2E_DATA_DIR ? path.join(process.env.E2E_DATA_DIR, `operator-session-${language}.txt`) : null;

/**
 * One session per operator account and run: many journeys act as the same two operators, and an account
 * may be sent only five codes an hour (the per-identifier limit stays as in production). A request inside
 * the resend cooldown (playwright.config.ts: 5 seconds) of another worker's is made again once it is over.
 */
const operatorTokens = new Map<Language, Promise<string>>();

export function operatorToken(request: APIRequestContext, language: Language): Promise<string> {
  let session = operatorTokens.get(language);
  if (!session) {
    session = (async () => {
      const file = sessionFile(language);
      if (file && fs.existsSync(file)) return fs.readFileSync(file, 'utf8');
      let token = '';
      await expect(async () => {
        token = await signInOperator(request, language);
      }).toPass({ timeout: 30_000 });
      if (file) fs.writeFileSync(file, token);
      return token;
    })();
    // a sign-in that failed is tried afresh by the next journey rather than remembered
    session.catch(() => operatorTokens.delete(language));
    operatorTokens.set(language, session);
  }
  return session;
}
