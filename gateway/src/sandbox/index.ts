/**
 * Sandbox tools (DESIGN.md): the mail catcher, other banks' clearing and the signing office asking for a
 * confirmation. The registry adds them in local and sandbox only.
 */
import type { RouteDefinition } from '../http/route';
import { sandboxBookingRoute } from './bookings';
import { sandboxConfirmationRoute } from './confirmations';
import { sandboxOutboxRoute } from './outbox';

export const sandboxRoutes: readonly RouteDefinition[] = [
  sandboxOutboxRoute,
  sandboxBookingRoute,
  sandboxConfirmationRoute,
];
