import {
  destinationsAction,
  homeDataAction,
  homepageSettingsAction,
  packagesAction,
  sliderAction,
} from '@portal/contract/catalog';
import { packagesByTagsAction, packagesDetailsAction, searchAction } from '@portal/contract/discovery';
import { calendarDateIn } from '@portal/domain/dates';
import { bindAction } from '../../http/actions.ts';
import { listDestinationPackages, listDestinations, listSlides, readHomeData, readHomeSettings } from './catalog-service.ts';
import { listTagPackages, readPackageDetails } from './package-details-service.ts';
import { searchPackages } from './search-service.ts';

export const catalogActions = [
  bindAction(sliderAction, async (_input, { db }) => ({ data: await listSlides(db) })),
  bindAction(destinationsAction, async (input, { db }) => listDestinations(db, input)),
  bindAction(homeDataAction, async (_input, { db, config, now }) => ({
    data: await readHomeData(db, { siteName: config.SITE_NAME, today: calendarDateIn(now) }),
  })),
  bindAction(homepageSettingsAction, async (_input, { db }) => ({ data: await readHomeSettings(db) })),
  bindAction(packagesAction, async (input, { db }) => listDestinationPackages(db, input)),
  bindAction(packagesDetailsAction, async (input, { db, now }) => ({ data: await readPackageDetails(db, input.slug, now) })),
  bindAction(packagesByTagsAction, async (input, { db }) => listTagPackages(db, input.tag, input)),
  bindAction(searchAction, async (input, { db, now }) => searchPackages(db, input.search_term, input.destination_id, input, now)),
];
