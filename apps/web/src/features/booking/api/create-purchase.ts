import type { ActionOutput } from '@portal/contract/action';
import type { createPurchaseAction, initiatePaymentAction, PurchaseItemsInput } from '@portal/contract/bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callAction, unwrap } from '../../../lib/api.ts';
import { readReferral } from '../../../lib/referral.ts';
import { bookingsQueryKey } from './get-order-history.ts';

export type PurchaseResult = ActionOutput<typeof createPurchaseAction>;
export type PaymentResult = ActionOutput<typeof initiatePaymentAction>;

/** The channel the purchase came through, for the server's records (spec part 1 §7 createPurchase `channel`). */
const channel = 'web';

/**
 * spec part 1 §4 Purchase: createPurchase (the server prices it and holds the tickets), then, on
 * success, initiatePayment with the purchase number and id. A failure is answered, not thrown, so the
 * flow can show the server's message and start again.
 */
export async function bookAndPay(
  items: PurchaseItemsInput,
  site: string,
  giftCardCode?: string,
): Promise<{ purchase: PurchaseResult; payment: PaymentResult }> {
  const purchase = unwrap(
    await callAction(
      'createPurchase',
      // a gift card pays all or part of it (docs/decisions/068); a card that pays it all makes the payment link the completion page
      { items: JSON.stringify(items), site, channel, ...readReferral(), gift_card_code: giftCardCode },
      { auth: true, quiet: true },
    ),
  );
  const payment = unwrap(
    await callAction(
      'initiatePayment',
      { purchase_number: purchase.purchase_number, purchase_id: purchase.id },
      { auth: true, quiet: true },
    ),
  );
  return { purchase, payment };
}

export function useBookAndPay(site: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ items, giftCardCode }: { items: PurchaseItemsInput; giftCardCode?: string }) =>
      bookAndPay(items, site, giftCardCode),
    // the new booking shows in the history, pending until paid
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingsQueryKey }),
  });
}
