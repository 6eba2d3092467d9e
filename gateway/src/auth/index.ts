/** Auth and sessions: password and code login, step-up, refresh, logout, the session read, the prospect login, the password reset. */
import type { RouteDefinition } from '../http/route';
import { loginRoutes } from './login';
import { passwordResetRoutes } from './password-reset';
import { prospectRoutes } from './prospects';

export const authRoutes: readonly RouteDefinition[] = [
  ...loginRoutes,
  ...prospectRoutes,
  ...passwordResetRoutes,
];
