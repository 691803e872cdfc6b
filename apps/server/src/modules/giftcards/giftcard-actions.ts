import {
  adjustGiftCardAction,
  blockGiftCardAction,
  consoleGiftCardAction,
  findGiftCardsAction,
  giftCardBalanceAction,
  giftCardLiabilityAction,
  giftCardSettingsAction,
  issueGiftCardAction,
  myGiftCardsAction,
  saveGiftCardSettingsAction,
} from '@portal/contract/giftcards';
import { bindAction, requireUser, type BoundAction } from '../../http/actions.ts';
import { publicDataChanged } from '../../lib/audit.ts';
import {
  adjustGiftCard,
  blockGiftCard,
  consoleGiftCard,
  findGiftCards,
  giftCardLiability,
  issueGiftCard,
} from './console-service.ts';
import { giftCardBalance, myGiftCards } from './holder-service.ts';
import { readGiftCardSettings, saveGiftCardSettings, settingsView } from './settings-service.ts';

/** What visitors and holders of gift cards use (docs/decisions/068). */
export const giftCardActions: BoundAction[] = [
  bindAction(giftCardSettingsAction, async (_input, ctx) => ({ data: settingsView(await readGiftCardSettings(ctx.db)) })),
  bindAction(myGiftCardsAction, async (_input, ctx) => ({ data: await myGiftCards(ctx.db, requireUser(ctx).id, ctx.now) })),
  bindAction(giftCardBalanceAction, async (input, ctx) => ({
    data: await giftCardBalance(ctx.db, { code: input.code, clientAddress: ctx.clientAddress, now: ctx.now }),
  })),
];

/** The console's gift cards (admins): find, issue, block, adjust, the settings and the liability; every change audited. */
export const giftCardConsoleActions: BoundAction[] = [
  bindAction(findGiftCardsAction, (input, ctx) => findGiftCards(ctx.db, input)),
  bindAction(consoleGiftCardAction, async (input, ctx) => ({ data: await consoleGiftCard(ctx.db, input.id) })),
  bindAction(issueGiftCardAction, async (input, ctx) => {
    const data = await issueGiftCard(
      ctx.db,
      { operatorId: requireUser(ctx).id, now: ctx.now, messages: ctx.messages, publicUrl: ctx.config.PUBLIC_URL },
      input,
    );
    ctx.messages.wake();
    return { data };
  }),
  bindAction(blockGiftCardAction, async (input, ctx) => ({ data: await blockGiftCard(ctx.db, requireUser(ctx).id, input) })),
  bindAction(adjustGiftCardAction, async (input, ctx) => ({
    data: await adjustGiftCard(ctx.db, requireUser(ctx).id, ctx.now, input),
  })),
  bindAction(saveGiftCardSettingsAction, async (input, ctx) => {
    const saved = await saveGiftCardSettings(ctx.db, requireUser(ctx).id, ctx.now, input);
    // the settings answer is cached for visitors
    await publicDataChanged(ctx);
    return { data: settingsView(saved) };
  }),
  bindAction(giftCardLiabilityAction, async (_input, ctx) => ({ data: await giftCardLiability(ctx.db, ctx.now) })),
];
