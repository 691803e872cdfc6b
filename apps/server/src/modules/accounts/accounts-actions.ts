import {
  editProfileAction,
  getProfileDetailsAction,
  logoutAction,
  sendOtpAction,
  verifyLoginOtpAction,
} from '@portal/contract/accounts';
import { bindAction, requireUser, type ActionContext } from '../../http/actions.ts';
import {
  completeLogin,
  completeRegistration,
  readProfile,
  revokeSession,
  sendLoginCode,
  sendRegistrationCode,
  updateProfile,
} from './accounts-service.ts';

const deps = (ctx: ActionContext) => ({
  db: ctx.db,
  messages: ctx.messages,
  now: ctx.now,
  clientAddress: ctx.clientAddress,
  limits: {
    sendsPerAddressPerHour: ctx.config.OTP_SENDS_PER_ADDRESS_PER_HOUR,
    resendCooldownMs: ctx.config.OTP_RESEND_COOLDOWN_SECONDS * 1000,
    verifiesPerAddressPer10Minutes: ctx.config.OTP_VERIFIES_PER_ADDRESS_PER_10_MIN,
  },
});

export const accountActions = [
  bindAction(sendOtpAction, async (input, ctx) => {
    if (input.type === 'register') {
      const { type: _type, language, ...fields } = input;
      return sendRegistrationCode(deps(ctx), fields, language ?? 'en');
    }
    return sendLoginCode(deps(ctx), { email: input.email, mobile: input.mobile }, input.language);
  }),
  bindAction(verifyLoginOtpAction, async (input, ctx) =>
    input.type === 'register'
      ? completeRegistration(deps(ctx), input.email, input.otp, input.language ?? 'en')
      : completeLogin(deps(ctx), { email: input.email, mobile: input.mobile }, input.otp),
  ),
  bindAction(getProfileDetailsAction, async (_input, ctx) => {
    const user = requireUser(ctx);
    return { data: { ...(await readProfile(ctx.db, user.id)), is_operator: user.role === 'operator' } };
  }),
  bindAction(editProfileAction, async (input, ctx) => updateProfile(ctx.db, requireUser(ctx).id, input)),
  bindAction(logoutAction, async (_input, ctx) => {
    await revokeSession(ctx, requireUser(ctx).sessionId);
    return {};
  }),
];
