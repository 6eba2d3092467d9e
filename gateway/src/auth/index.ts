/** Auth and sessions: password and code login, step-up, refresh, logout, the session read, the prospect login. */
import type { RouteDefinition } from '../http/route';
import { loginRoutes } from './login';
import { prospectRoutes } from './prospects';

export const authRoutes: readonly RouteDefinition[] = [...loginRoutes, ...prospectRoutes];
