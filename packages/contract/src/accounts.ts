import { isEmail, normalizeEmail, normalizeMobile } from '@portal/domain/identity';
import { z } from 'zod';
import { defineAction } from './action.ts';

/** Spec part 1 §5 wording for each failing registration field (name_warning, email_warning …). */
export const email = z
  .string({ error: 'Please Enter Email' })
  .trim()
  .min(1, 'Please Enter Email')
  .max(254)
  .refine(isEmail, 'Please Enter Valid Email')
  .transform(normalizeEmail);

export const mobile = z
  .string({ error: 'Please Enter Phone' })
  .trim()
  .min(1, 'Please Enter Phone')
  .max(32)
  .transform((v, ctx) => {
    const n = normalizeMobile(v);
    if (!n) {
      ctx.addIssue({ code: 'custom', message: 'Please Enter Valid Phone' });
      return z.NEVER;
    }
    return n;
  });

const personName = z
  .string({ error: 'Please enter your first and last name' })
  .trim()
  .min(1, 'Please enter your first and last name')
  .max(60);
const otp = z
  .string({ error: 'Please Enter Valid Code' })
  .trim()
  .regex(/^\d{6}$/, 'Please Enter Valid Code');
const attribution = z.string().trim().max(200).optional();

const language = z.enum(['en', 'ae']).optional();

export const registerFields = z.object({
  first_name: personName,
  last_name: personName,
  email,
  mobile,
  referral: attribution,
  traffic_referral: attribution,
  language,
});

const loginBase = z.object({ type: z.literal('login'), email: email.optional(), mobile: mobile.optional(), language });

/** Login names exactly one identifier: a mobile number or an e-mail address. */
const oneIdentifier = <T extends { email?: string | undefined; mobile?: string | undefined }>(v: T) =>
  (v.email === undefined) !== (v.mobile === undefined);
const oneIdentifierIssue = { message: 'Please Enter Email or Phone', path: ['email'] };

export const userSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

const codeSent = z.object({
  status: z.literal('success'),
  channel: z.enum(['email', 'sms']),
  /** where the code went, partly hidden (a•••@example.com, +97150•••4567) */
  sent_to: z.string(),
  expires_in: z.number().int(),
  resend_after: z.number().int(),
});

export const sendOtpAction = defineAction({
  name: 'sendOtp',
  auth: 'public',
  summary:
    'Sends a 6-digit one-time code. type=register (first_name, last_name, email, mobile, optional referral) e-mails it; type=login with email or mobile sends it there.',
  input: z.discriminatedUnion('type', [
    registerFields.extend({ type: z.literal('register') }),
    loginBase.refine(oneIdentifier, oneIdentifierIssue),
  ]),
  output: codeSent,
  cacheSeconds: 0,
});

export const verifyLoginOtpAction = defineAction({
  name: 'verifyLoginOTP',
  auth: 'public',
  summary:
    'Checks a one-time code. type=register creates the account; type=login signs in. Answers a session token valid 30 days (send it as a bearer token).',
  input: z.discriminatedUnion('type', [
    registerFields.extend({ type: z.literal('register'), otp }),
    loginBase.extend({ otp }).refine(oneIdentifier, oneIdentifierIssue),
  ]),
  output: z.object({ status: z.literal('success'), token: z.string(), expires_at: z.string(), user: userSchema }),
  cacheSeconds: 0,
});

export const getProfileDetailsAction = defineAction({
  name: 'getProfileDetails',
  auth: 'user',
  summary: 'The signed-in user.',
  input: z.object({}),
  output: z.object({ data: userSchema }),
  cacheSeconds: 0,
});

export const editProfileAction = defineAction({
  name: 'editProfile',
  auth: 'user',
  summary: 'Changes name and mobile; the e-mail stays as registered.',
  input: z.object({ first_name: personName, last_name: personName, mobile }),
  output: z.object({ data: userSchema }),
  cacheSeconds: 0,
});

export const logoutAction = defineAction({
  name: 'logout',
  auth: 'user',
  summary: 'Revokes the session of the bearer token.',
  input: z.object({}),
  output: z.object({}),
  cacheSeconds: 0,
});

export const accountActions = [
  sendOtpAction,
  verifyLoginOtpAction,
  getProfileDetailsAction,
  editProfileAction,
  logoutAction,
] as const;
