/** Exports: statement export tickets (CSV, camt.053) and their download. */
import type { RouteDefinition } from '../http/route';
import { exportTicketRoutes } from './export-tickets';

export const exportsRoutes: readonly RouteDefinition[] = exportTicketRoutes;
