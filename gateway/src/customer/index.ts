/**
 * Customer-area routes of the gateway (personal details, security settings, data sharing, address checks,
 * account opening with conditions, suggestion pictures): what the domain routes do not serve.
 * Registered with the domain routes (gateway/src/domain/routes/index.ts spreads `customerRoutes`).
 */
import type { RouteDefinition } from '../http/route';
import { cashAccountRoutes } from './routes/cash-accounts';
import { contactRoutes } from './routes/contact';
import { dataSharingRoutes } from './routes/data-sharing';
import { postalRoutes } from './routes/postal';
import { publicRoutes } from './routes/public';
import { sessionRoutes } from './routes/sessions';

export const customerRoutes: readonly RouteDefinition[] = [
  ...postalRoutes,
  ...contactRoutes,
  ...sessionRoutes,
  ...dataSharingRoutes,
  ...cashAccountRoutes,
  ...publicRoutes,
];
