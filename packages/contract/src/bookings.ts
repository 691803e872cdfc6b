import { z } from 'zod';
import { defineAction } from './action.ts';
import { aed, imagePath } from './common.ts';

/** Booking status (spec part 2 §3): 0 pending, 1 confirmed (QR shown), anything else neutral (failed, released). */
const bookingStatus = z.number().int();

/** An order number as the server makes them: letters and digits, unguessable. */
const orderNumberInput = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{6,64}$/, 'an order number');

export const orderHistoryItemSchema = z.object({
  order_number: z.string(),
  status: bookingStatus,
  package_name: z.string(),
  arabic_name: z.string(),
  destination_name: z.string(),
  destination_arabic_name: z.string(),
  img: imagePath,
  date: z.string().nullable(),
  time_slot: z.string().nullable(),
  adult_qty: z.number().int(),
  child_qty: z.number().int(),
  total: aed,
  created_at: z.string(),
});
export type OrderHistoryItem = z.infer<typeof orderHistoryItemSchema>;

export const orderHistoryAction = defineAction({
  name: 'orderHistory',
  auth: 'user',
  summary: "The signed-in user's bookings, newest first (spec part 1 §7).",
  input: z.object({}),
  output: z.object({ data: z.array(orderHistoryItemSchema) }),
  cacheSeconds: 0,
});

export const bookingDetailsSchema = orderHistoryItemSchema.extend({
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  sub_packages: z.array(z.object({ name: z.string(), adult_qty: z.number().int(), child_qty: z.number().int() })),
  transport_name: z.string().nullable(),
  transport_type: z.enum(['one_way', 'two_way']).nullable(),
  meals: z.array(z.object({ name: z.string(), qty: z.number().int() })),
  options: z.array(z.object({ label: z.string(), price: aed })),
  coupon: z.string().nullable(),
  discount: aed,
});
export type BookingDetails = z.infer<typeof bookingDetailsSchema>;

export const bookingDetailsAction = defineAction({
  name: 'bookingDetails',
  auth: 'user',
  summary: "One of the user's own bookings by order number (spec part 2 §2.2); anyone else's is answered as not found.",
  input: z.object({ order_number: orderNumberInput }),
  output: z.object({ data: bookingDetailsSchema }),
  cacheSeconds: 0,
});

export const bookingActions = [orderHistoryAction, bookingDetailsAction] as const;
