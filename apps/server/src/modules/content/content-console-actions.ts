import {
  consoleHomeSettingsAction,
  consolePromotionsAction,
  consoleSitePagesAction,
  consoleSlidersAction,
  consoleSupportContactAction,
  deleteSliderAction,
  moveSliderAction,
  saveHomeSettingsAction,
  savePromotionAction,
  saveSeeSharjahDestinationsAction,
  saveSitePageAction,
  saveSliderAction,
  saveSupportContactAction,
} from '@portal/contract/console-content';
import { bindAction, requireUser, type BoundAction } from '../../http/actions.ts';
import { publicDataChanged } from '../console/index.ts';
import { consoleHomeSettings, saveHomeSettings } from './content-home-console-service.ts';
import { consoleSlides, deleteSlide, moveSlide, saveSlide } from './content-slides-console-service.ts';
import {
  consolePromotions,
  consoleSitePages,
  savePromotion,
  saveSeeSharjahDestinations,
  saveSitePage,
} from './content-texts-console-service.ts';
import { readSupportContact, saveSupportContact } from './support-contact-service.ts';

/**
 * Home and content: sliders, home page settings, pages, promo codes, /seesharjah (decision 035). Admins
 * only; every change tells all processes that public data changed once it has committed.
 */
export const contentConsoleActions: BoundAction[] = [
  bindAction(consoleSlidersAction, async (_input, ctx) => ({ data: await consoleSlides(ctx.db) })),
  bindAction(saveSliderAction, async (input, ctx) => {
    const data = await saveSlide(ctx.db, requireUser(ctx).id, input);
    await publicDataChanged(ctx);
    return { data };
  }),
  bindAction(moveSliderAction, async (input, ctx) => {
    const data = await moveSlide(ctx.db, requireUser(ctx).id, input.id, input.direction);
    await publicDataChanged(ctx);
    return { data };
  }),
  bindAction(deleteSliderAction, async (input, ctx) => {
    await deleteSlide(ctx.db, requireUser(ctx).id, input.id);
    await publicDataChanged(ctx);
    return { deleted: 1 as const };
  }),
  bindAction(consoleHomeSettingsAction, async (_input, ctx) => consoleHomeSettings(ctx.db)),
  bindAction(saveHomeSettingsAction, async (input, ctx) => {
    const data = await saveHomeSettings(ctx.db, requireUser(ctx).id, input);
    await publicDataChanged(ctx);
    return { data };
  }),
  bindAction(consoleSitePagesAction, async (_input, ctx) => ({ data: await consoleSitePages(ctx.db) })),
  bindAction(saveSitePageAction, async (input, ctx) => {
    const data = await saveSitePage(ctx.db, requireUser(ctx).id, input);
    await publicDataChanged(ctx);
    return { data };
  }),
  bindAction(consolePromotionsAction, async (_input, ctx) => consolePromotions(ctx.db)),
  bindAction(savePromotionAction, async ({ slot, ...promotion }, ctx) => {
    const data = await savePromotion(ctx.db, requireUser(ctx).id, slot, promotion);
    await publicDataChanged(ctx);
    return { data };
  }),
  bindAction(saveSeeSharjahDestinationsAction, async (input, ctx) => {
    const data = await saveSeeSharjahDestinations(ctx.db, requireUser(ctx).id, input.destination_ids);
    await publicDataChanged(ctx);
    return { data };
  }),
  bindAction(consoleSupportContactAction, async (_input, ctx) => ({ data: await readSupportContact(ctx.db) })),
  bindAction(saveSupportContactAction, async (input, ctx) => {
    const data = await saveSupportContact(ctx.db, requireUser(ctx).id, input);
    await publicDataChanged(ctx);
    return { data };
  }),
];
