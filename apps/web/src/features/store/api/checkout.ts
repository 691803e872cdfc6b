import type { ActionOutput } from '@portal/contract/action';
import type { createPurchaseAction } from '@portal/contract/bookings';
import type { StorePurchaseItemsInput } from '@portal/contract/store';
import type { NewAddressInput } from '@portal/contract/store-addresses';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callAction, unwrap } from '../../../lib/api.ts';
import { purchaseStatusQueryOptions } from '../../../lib/purchase-status.ts';
import { readReferral } from '../../../lib/referral.ts';
import { useSignedIn } from '../../../lib/session.ts';

/** Under the per-user 'accounts' key, so signing in or out drops them with the rest of the user's data. */
const storeAccountKey = ['accounts', 'store'] as const;
const addressesKey = [...storeAccountKey, 'addresses'] as const;
const ordersKey = [...storeAccountKey, 'orders'] as const;

/** The signed-in user's saved delivery addresses, newest first (spec part 2 §7 getAddress). */
export const addressesQueryOptions = () =>
  queryOptions({
    queryKey: addressesKey,
    queryFn: async ({ signal }) => unwrap(await callAction('getAddress', {}, { auth: true, signal })).data,
  });

export function useAddresses() {
  const signedIn = useSignedIn();
  return useQuery({ ...addressesQueryOptions(), enabled: signedIn });
}

/** spec part 2 §7 addAddress (address as JSON text); the answer's list replaces the cached one. Quiet: the form shows the message. */
export function useAddAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (address: NewAddressInput) =>
      unwrap(await callAction('addAddress', { address: JSON.stringify(address) }, { auth: true, quiet: true })),
    onSuccess: (answer) => queryClient.setQueryData(addressesKey, answer.addresses),
  });
}

/** spec part 2 §7 deleteAddress (address_id), then the list refreshes from the answer. */
export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (addressId: number) =>
      unwrap(await callAction('deleteAddress', { address_id: addressId }, { auth: true })).data,
    onSuccess: (addresses) => queryClient.setQueryData(addressesKey, addresses),
  });
}

type PurchaseResult = ActionOutput<typeof createPurchaseAction>;

/**
 * spec part 2 §4 Store checkout: createPurchase with the store form (the server prices every line and
 * holds its stock), then the payment link — the one the purchase answered, or initiatePayment's when
 * the provider could not open it at once. Failures are thrown as ActionError, quietly: the page shows them.
 */
export async function buyAndPay({
  items,
  giftCardCode,
}: {
  items: StorePurchaseItemsInput;
  /** a gift card that pays all or part of it (docs/decisions/068) */
  giftCardCode?: string;
}): Promise<{ purchase: PurchaseResult; paymentLink: string }> {
  const purchase = unwrap(
    await callAction(
      'createPurchase',
      { items: JSON.stringify(items), channel: 'web', ...readReferral(), gift_card_code: giftCardCode },
      { auth: true, quiet: true },
    ),
  );
  if (purchase.payment_link) return { purchase, paymentLink: purchase.payment_link };
  const payment = unwrap(
    await callAction('initiatePayment', { purchase_number: purchase.purchase_number }, { auth: true, quiet: true }),
  );
  return { purchase, paymentLink: payment.payment_link };
}

export function useBuyAndPay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: buyAndPay,
    // the new order shows in the history, pending until paid
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersKey }),
  });
}

/** Times purchaseStatus is asked while the payment is still pending, 2 seconds apart: the webhook usually lands in the first few. */
const statusPolls = 15;

/** The purchase the buyer comes back from the payment page with; `polling` while it is pending and still being asked. */
export function useStorePurchaseStatus(purchaseNumber: string) {
  const signedIn = useSignedIn();
  const queryClient = useQueryClient();
  const options = purchaseStatusQueryOptions(purchaseNumber, { scope: storeAccountKey, polls: statusPolls });
  const status = useQuery({ ...options, enabled: signedIn && purchaseNumber !== '' });
  const polls = queryClient.getQueryState(options.queryKey)?.dataUpdateCount ?? 0;
  return { status, polling: status.data?.status === 0 && polls < statusPolls };
}

/** The user's store orders, newest first (spec part 2 §7 listeComOrders); with an order number only that one. */
export const storeOrdersQueryOptions = (orderNumber?: string) =>
  queryOptions({
    queryKey: [...ordersKey, orderNumber ?? 'all'],
    queryFn: async ({ signal }) =>
      unwrap(
        await callAction(
          'listeComOrders',
          orderNumber ? { order_number: orderNumber } : {},
          // a not-found order is the details page's own state, not an error toast
          { auth: true, signal, quiet: orderNumber !== undefined },
        ),
      ).data,
    retry: orderNumber === undefined ? 3 : false,
  });

export function useStoreOrders() {
  const signedIn = useSignedIn();
  return useQuery({ ...storeOrdersQueryOptions(), enabled: signedIn });
}

export function useStoreOrder(orderNumber: string) {
  const signedIn = useSignedIn();
  return useQuery({ ...storeOrdersQueryOptions(orderNumber), enabled: signedIn && orderNumber !== '' });
}
