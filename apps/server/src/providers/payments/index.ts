import { randomBytes } from 'node:crypto';
import type { Config } from '../../config.ts';
import type { PaymentProvider } from './payments.ts';
import { sandboxProvider } from './sandbox.ts';
import { stripeProvider } from './stripe.ts';

/** The configured payment provider (PAYMENT_PROVIDER); config.ts has already checked the keys it needs. */
export function paymentProviderFromConfig(config: Config): PaymentProvider {
  if (config.PAYMENT_PROVIDER === 'stripe') {
    return stripeProvider({
      secretKey: config.STRIPE_SECRET_KEY!,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET!,
      apiUrl: config.STRIPE_API_URL,
    });
  }
  return sandboxProvider({
    publicUrl: config.PUBLIC_URL,
    secret: config.PAYMENT_SANDBOX_SECRET ?? randomBytes(32).toString('hex'),
  });
}
