/** Reference data: catalogues, lookups (countries, conditions), plans, address checks, suggestion pictures. */
import type { RouteDefinition } from '../http/route';
import { addressCheckRoutes } from './address-checks';
import { collectionRoutes } from './collections';
import { planLookupRoutes } from './plan-lookup';
import { suggestionPictureRoutes } from './suggestion-pictures';

export const referenceRoutes: readonly RouteDefinition[] = [
  ...collectionRoutes,
  ...planLookupRoutes,
  ...addressCheckRoutes,
  ...suggestionPictureRoutes,
];
