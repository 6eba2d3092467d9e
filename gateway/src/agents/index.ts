/** Agents (a person or a partnership alike): subscription, contracts, available currencies, suggestions. */
import type { RouteDefinition } from '../http/route';
import { subscriptionRoutes } from './subscription';
import { suggestionRoutes } from './suggestions';

export const agentsRoutes: readonly RouteDefinition[] = [...subscriptionRoutes, ...suggestionRoutes];
