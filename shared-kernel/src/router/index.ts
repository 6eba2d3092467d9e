/**
 * The one router every app uses, shared as a singleton (shared-kernel/build/shared.cjs): the host's history
 * and the remotes' `<Router location navigator>` must run one react-router copy.
 *
 * Why a room of the kernel and not react-router itself (issue 17): a shared module is loaded whole, and
 * react-router 7's entry carries the data router, server rendering and the framework mode, 61 KB gzip where the
 * apps use 14 KB. This module names what Kontor uses; each build bundles react-router behind it tree-shaken to
 * these names. Apps import routing from here only (lint refuses a runtime import of react-router elsewhere).
 * A name added here is a kernel minor; a name removed, or react-router's major, a kernel major.
 */
export {
  BrowserRouter,
  Link,
  matchPath,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Router,
  Routes,
  UNSAFE_NavigationContext,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';
export type { Location, NavigateFunction, NavigateOptions, Navigator, RouteObject, To } from 'react-router';
export {
  askBeforeLeaving,
  guardNavigator,
  LeaveGuardedNavigation,
  useLeaveGuard,
  type LeaveAsk,
} from './leaveGuard';
