import { z } from 'zod';
import { defineAction } from './action.ts';
import { imagePath, timestamp } from './common.ts';

/** spec part 2 §2.3, §7: the prize shows name, voucher_codes, description and logo. */
export const scratchPrizeSchema = z.object({
  name: z.string(),
  arabic_name: z.string(),
  voucher_codes: z.string(),
  description: z.string(),
  arabic_description: z.string(),
  logo: imagePath,
});
export type ScratchPrize = z.infer<typeof scratchPrizeSchema>;

export const getScratchWinAction = defineAction({
  name: 'getScratchWin',
  auth: 'user',
  summary:
    "The signed-in user's card of the running campaign, decided once on the server from the limited pool: the same prize on every later call, `data` null when the pool was empty at the first play.",
  input: z.object({}),
  output: z.object({
    data: scratchPrizeSchema.nullable(),
    /** ends_at is null for a campaign without an end */
    campaign: z.object({ name: z.string(), arabic_name: z.string(), ends_at: timestamp.nullable() }),
  }),
  cacheSeconds: 0,
});

export const scratchActions = [getScratchWinAction] as const;
