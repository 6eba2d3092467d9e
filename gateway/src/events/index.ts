/** Events: the server-sent event stream (publishing is ./publish.ts, fan-out ./hub.ts). */
import type { RouteDefinition } from '../http/route';
import { eventStreamRoute } from './stream';

export const eventsRoutes: readonly RouteDefinition[] = [eventStreamRoute];
