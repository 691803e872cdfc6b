import type { z } from 'zod';

/**
 * public: anyone; user: a signed-in user's bearer token; operator: a user with the operator role (an admin or a
 * moderator); admin: an operator whose staff role is admin (the console's catalogue, content and operators).
 */
export type AuthLevel = 'public' | 'user' | 'operator' | 'admin';

export type ActionDefinition<
  Name extends string = string,
  Input extends z.ZodType = z.ZodType,
  Output extends z.ZodType = z.ZodType,
> = {
  name: Name;
  auth: AuthLevel;
  summary: string;
  input: Input;
  /** the data fields of a successful answer, beside `success` and `msg` */
  output: Output;
  /** seconds a public GET answer may be cached by browsers and CDNs; 0 = no GET */
  cacheSeconds: number;
  /** multipart files the action takes; actions without it refuse files */
  files?: {
    field: string;
    /** other file fields the action takes (addPostCardOrder's front_side and back_side); every file counts to maxFiles */
    alsoFields?: readonly string[];
    maxFiles: number;
    maxFileBytes: number;
  };
  /**
   * the session token may also come as `?token=` in the query string (spec part 1 §7 uploadInvoice:
   * "token and action in the query string"); an Authorization header, when sent, wins
   */
  tokenInQuery?: true;
  /**
   * a public action that also reads the caller's session when a live bearer token comes with it (spec part 2
   * §7 getProduct: "optional bearer token"); no token, or an expired or revoked one, is no error. Only on
   * actions with cacheSeconds 0: a cached answer is everyone's.
   */
  optionalSession?: true;
};

export function defineAction<Name extends string, Input extends z.ZodType, Output extends z.ZodType>(
  definition: ActionDefinition<Name, Input, Output>,
): ActionDefinition<Name, Input, Output> {
  return definition;
}

export type ActionInput<A extends ActionDefinition> = z.input<A['input']>;
export type ActionOutput<A extends ActionDefinition> = z.output<A['output']>;
