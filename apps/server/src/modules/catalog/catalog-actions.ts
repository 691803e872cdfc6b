import {
  destinationsAction,
  homeDataAction,
  homepageSettingsAction,
  packagesAction,
  sliderAction,
} from '@portal/contract/catalog';
import { calendarDateIn } from '@portal/domain/dates';
import { bindAction } from '../../http/actions.ts';
import { listDestinationPackages, listDestinations, listSlides, readHomeData, readHomeSettings } from './catalog-service.ts';

export const catalogActions = [
  bindAction(sliderAction, async (_input, { db }) => ({ data: await listSlides(db) })),
  bindAction(destinationsAction, async (_input, { db }) => ({ data: await listDestinations(db) })),
  bindAction(homeDataAction, async (_input, { db, config, now }) => ({
    data: await readHomeData(db, { siteName: config.PRODUCT_NAME, today: calendarDateIn(now) }),
  })),
  bindAction(homepageSettingsAction, async (_input, { db }) => ({ data: await readHomeSettings(db) })),
  bindAction(packagesAction, async (input, { db }) => listDestinationPackages(db, input)),
];
