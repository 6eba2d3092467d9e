/** Persons: the signed-in person's own data (person, profile, domicile, phone, identities, sessions, data sharing). */
import type { RouteDefinition } from '../http/route';
import { contactRoutes } from './contact';
import { dataSharingRoutes } from './data-sharing';
import { personRoutes } from './person';
import { profileRoutes } from './profile';
import { prospectiveClientRoutes } from './prospective-clients';
import { sessionRoutes } from './sessions';

export const personsRoutes: readonly RouteDefinition[] = [
  ...personRoutes,
  ...profileRoutes,
  ...contactRoutes,
  ...sessionRoutes,
  ...dataSharingRoutes,
  ...prospectiveClientRoutes,
];
