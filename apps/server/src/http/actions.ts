import type { Bus } from '../lib/bus.ts';
import type { ConsolePermission } from '@portal/contract/console-permissions';
import type { OperatorScope } from './operator-access.ts';
import type { ActionDefinition } from '@portal/contract/action';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { MessageSender } from '../providers/messages/messages.ts';
import type { PaymentProvider } from '../providers/payments/payments.ts';

export type SessionUser = {
  id: number;
  role: 'user' | 'operator';
  /** an operator's staff role; null for users */
  staffRole: 'admin' | 'moderator' | 'member' | null;
  sessionId: number;
};

export type UploadedFile = { fieldname: string; filename: string; mimetype: string; data: Buffer };

export type ActionContext = {
  db: Database;
  config: Config;
  /** set for every action whose auth level is `user` or `operator`; on an `optionalSession` action, when a live token came */
  user: SessionUser | null;
  /**
   * the venues an operator action acts on (decision 049): all for admins and moderators, a member's team's
   * destinations and stores otherwise; services that list or open venue records filter by it (inScope)
   */
  scope: OperatorScope;
  /** the permissions of the caller of an operator action: every one for admins and moderators */
  permissions: readonly ConsolePermission[];
  now: Date;
  log: FastifyBaseLogger;
  clientAddress: string;
  /** the language the caller's page shows (its Accept-Language); 'en' for an answer cached for everyone */
  language: 'en' | 'ae';
  files: UploadedFile[];
  messages: MessageSender;
  payments: PaymentProvider;
  /** cross-process events (lib/bus.ts) */
  bus: Bus;
};

export type Handler<Def extends ActionDefinition> = (
  input: z.output<Def['input']>,
  ctx: ActionContext,
) => Promise<z.input<Def['output']> & { msg?: string }>;

export type BoundAction = {
  definition: ActionDefinition;
  handler: (input: unknown, ctx: ActionContext) => Promise<unknown>;
};

/** Binds a contract definition to its handler; the dispatcher validates input and output around it. */
export function bindAction<Def extends ActionDefinition>(definition: Def, handler: Handler<Def>): BoundAction {
  return { definition, handler: handler as BoundAction['handler'] };
}

/** The signed-in user of an action whose auth level guarantees one. */
export function requireUser(ctx: ActionContext): SessionUser {
  if (!ctx.user) throw new Error('requireUser called on an action without a user auth level');
  return ctx.user;
}
