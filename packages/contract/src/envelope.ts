import { z } from 'zod';
import type { ErrorCode } from './errors.ts';

/** Every answer of the action endpoint carries `success` 1 or 0, a `msg` and the same text as `message`. */
export type SuccessEnvelope<T extends object> = { success: 1; msg: string; message: string } & T;

/**
 * A failure: `msg` (the specification's name) in the caller's language (the signed-in user's stored
 * language, else Accept-Language), the same text as `message`, and a short `title` (spec part 2 §8:
 * "a code, a message and a title").
 */
export type FailureEnvelope = {
  success: 0;
  msg: string;
  message: string;
  title: string;
  code: ErrorCode;
  /** field name → English reason, on 400 */
  fields?: Record<string, string>;
  /** the numbers a message shows, for the {{n}} of its translation (e.g. adult_min → n: 2) */
  params?: Record<string, string | number>;
  /** 1 when a token is needed or has expired (spec part 2 §7) */
  login_required?: 1;
  /** 'exist' when a registration finds the e-mail taken (spec part 1 §4 register status values) */
  status?: 'exist';
};

export type Envelope<T extends object> = SuccessEnvelope<T> | FailureEnvelope;

export const failureEnvelopeSchema = z.object({
  success: z.literal(0),
  msg: z.string(),
  message: z.string(),
  title: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  login_required: z.literal(1).optional(),
  status: z.literal('exist').optional(),
});
