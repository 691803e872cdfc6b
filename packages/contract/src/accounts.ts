import { isEmail, normalizeEmail, normalizeMobile, splitName } from '@portal/domain/identity';
import { z } from 'zod';
import { defineAction } from './action.ts';
import { nameText, text, timestamp } from './common.ts';

/** Spec part 1 §5 wording for each failing field (email_warning, phone_warning …). */
export const email = text({ error: 'Please Enter Email' })
  .trim()
  .max(254)
  .refine(isEmail, 'Please Enter Valid Email')
  .transform(normalizeEmail);

/** Any spelling of a mobile number ("971501234567", "+971 50 123 4567", "050 123 4567", "00971…") as E.164. */
export const mobile = text({ error: 'Please Enter Phone' })
  .trim()
  .min(1, 'Please Enter Phone')
  .max(32)
  // a refinement, not a failing transform, so the other fields' problems are reported in the same answer
  .refine((v) => normalizeMobile(v) !== null, 'Please Enter Valid Phone')
  .transform((v) => normalizeMobile(v) ?? v);

const nameRequired = 'Please enter your name';
/** spec part 1 §3 User `name`: the full name, kept as first name (its first word) and last name (the rest). */
const fullName = nameText().trim().max(121);
const namePart = nameText().trim().max(60);
const otp = text({ error: 'Please Enter Valid Code' })
  .trim()
  .regex(/^\d{6}$/, 'Please Enter Valid Code');
const attribution = text().trim().max(200).optional();
const language = z.enum(['en', 'ae']).optional();

/** A field a form may send empty: '' or spaces count as not sent, like a login form's unused input. */
const optionalText = <T extends z.ZodType<unknown, string>>(schema: T) =>
  z
    .string()
    .transform((v) => (v.trim() === '' ? undefined : v))
    .pipe(schema.optional())
    .optional();

/** The name fields every action that takes a person's name accepts: spec `name`, or our older first_name and last_name. */
const nameFields = {
  name: optionalText(fullName),
  first_name: optionalText(namePart),
  last_name: optionalText(namePart),
};
type NameFields = { name?: string | undefined; first_name?: string | undefined; last_name?: string | undefined };
type Issue = { path: string; message: string };
type Names = { first_name: string; last_name: string };

/** A one-word name has an empty last name; every reader joins the two with the last one optional. */
function readNames(v: NameFields): Names | Issue[] {
  if (v.name !== undefined) {
    const { firstName, lastName } = splitName(v.name);
    return { first_name: firstName, last_name: lastName };
  }
  if (v.first_name !== undefined) return { first_name: v.first_name, last_name: v.last_name ?? '' };
  return [{ path: v.last_name === undefined ? 'name' : 'first_name', message: nameRequired }];
}

/** What a reader made of the fields, or z.NEVER after reporting its issues on the parse. */
function reported<T>(result: T | Issue[], ctx: z.RefinementCtx): T {
  if (!Array.isArray(result)) return result;
  for (const issue of result) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  return z.NEVER;
}

const otpFields = z.object({
  /** optional: without it the fields present decide (readOtpRequest) */
  type: z.enum(['register', 'login']).optional(),
  ...nameFields,
  email: optionalText(email),
  mobile: optionalText(mobile),
  referral: attribution,
  traffic_referral: attribution,
  language,
});

export type RegistrationRequest = Names & {
  type: 'register';
  email: string;
  mobile: string;
  referral?: string | undefined;
  traffic_referral?: string | undefined;
  language?: 'en' | 'ae' | undefined;
};
export type LoginRequest = {
  type: 'login';
  email?: string | undefined;
  mobile?: string | undefined;
  language?: 'en' | 'ae' | undefined;
};

/**
 * spec part 1 §7: registration sends name, email and mobile (optional referral); login sends only the
 * mobile or only the e-mail. A `type` field, when sent, decides; without it a request that names a
 * person, or both identifiers, is a registration, and one with a single identifier is a login.
 */
function readOtpRequest(v: z.output<typeof otpFields>): RegistrationRequest | LoginRequest | Issue[] {
  const { email, mobile, language } = v;
  const named = v.name !== undefined || v.first_name !== undefined || v.last_name !== undefined;
  const registering = v.type ? v.type === 'register' : named || (email !== undefined && mobile !== undefined);
  if (!registering) {
    if ((email === undefined) === (mobile === undefined)) return [{ path: 'email', message: 'Please Enter Email or Phone' }];
    return { type: 'login', ...(email !== undefined ? { email } : { mobile }), language };
  }
  const names = readNames(v);
  const issues = Array.isArray(names) ? [...names] : [];
  if (email === undefined) issues.push({ path: 'email', message: 'Please Enter Email' });
  if (mobile === undefined) issues.push({ path: 'mobile', message: 'Please Enter Phone' });
  if (Array.isArray(names) || email === undefined || mobile === undefined) return issues;
  const { referral, traffic_referral } = v;
  return { type: 'register', ...names, email, mobile, referral, traffic_referral, language };
}

export const userSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  /** spec part 1 §3 User: the session token, on the answer that opened the session */
  token: z.string().optional(),
  first_name: z.string(),
  /** empty for a one-word name */
  last_name: z.string(),
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
    'Sends a 6-digit one-time code. Registration (name, email, mobile, optional referral and traffic_referral) e-mails it; login (only mobile or only email) sends it there. An optional type=register|login decides instead of the fields; first_name and last_name may replace name.',
  input: otpFields
    // every problem in one answer: a missing name is reported beside an invalid e-mail
    .superRefine((v, ctx) => void reported(readOtpRequest(v), ctx))
    .transform((v, ctx) => reported(readOtpRequest(v), ctx)),
  output: codeSent,
  cacheSeconds: 0,
});

const verifyFields = otpFields.extend({ otp });

export const verifyLoginOtpAction = defineAction({
  name: 'verifyLoginOTP',
  auth: 'public',
  summary:
    'Checks a one-time code: registration (name, email, mobile, otp) creates the account, login (email or mobile, otp) signs in. Answers a session token valid 30 days (send it as a bearer token) and status.',
  input: verifyFields
    .superRefine((v, ctx) => void reported(readOtpRequest(v), ctx))
    .transform((v, ctx) => ({ ...reported(readOtpRequest(v), ctx), otp: v.otp })),
  output: z.object({ status: z.literal('success'), token: z.string(), expires_at: timestamp, user: userSchema }),
  cacheSeconds: 0,
});

export const getProfileDetailsAction = defineAction({
  name: 'getProfileDetails',
  auth: 'user',
  summary: 'The signed-in user; is_operator (an addition) says whether the account may open the operator console.',
  input: z.object({}),
  output: z.object({ data: userSchema.extend({ is_operator: z.boolean().optional() }) }),
  cacheSeconds: 0,
});

const profileFields = z.object({ ...nameFields, mobile });

export const editProfileAction = defineAction({
  name: 'editProfile',
  auth: 'user',
  summary: 'Changes name and mobile (first_name and last_name may replace name); the e-mail stays as registered.',
  input: profileFields
    .superRefine((v, ctx) => void reported(readNames(v), ctx))
    .transform((v, ctx) => ({ ...reported(readNames(v), ctx), mobile: v.mobile })),
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
