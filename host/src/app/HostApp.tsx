import type { i18n as I18n } from 'i18next';
import { useEffect, type ReactElement } from 'react';
import { I18nextProvider } from 'shared-kernel/i18n';
import {
  BrowserRouter,
  LeaveGuardedNavigation,
  useLocation,
  useNavigate,
  useRoutes,
  type NavigateFunction,
  type RouteObject,
} from 'shared-kernel/router';
import { AlertsArea } from '../shell/AlertsArea';
import { HostProvider, type HostServices } from './hostContext';
import { useFocusOnNavigation } from './useFocusOnNavigation';

/** How code outside the React tree (the api client's 401) navigates: set once the router is mounted. */
export interface AppNavigation {
  navigate: NavigateFunction | null;
}

/** The session's own navigation (to the login on a 401, after logout) goes unasked: outside the leave guard. */
function SessionNavigation({ navigation }: { navigation: AppNavigation }): null {
  const navigate = useNavigate();
  useEffect(() => {
    navigation.navigate = navigate;
  }, [navigation, navigate]);
  return null;
}

function AppRoutes({ routes }: { routes: RouteObject[] }) {
  useFocusOnNavigation(useLocation().pathname);
  return useRoutes(routes);
}

export interface HostAppProps {
  services: HostServices;
  i18n: I18n;
  routes: RouteObject[];
  navigation: AppNavigation;
}

/**
 * The composed app: one i18n instance, the host's services, one router (one history: the browser's, which
 * every remote's screen gets as its navigator, guarded so a screen with unsaved input is asked before it is
 * left: `LeaveGuardedNavigation`). A declarative router: the host uses no loaders or actions,
 * so the data router's code (about 16 KB gzip) stays out of the shared router (issue 17).
 */
export function HostApp({ services, i18n, routes, navigation }: HostAppProps): ReactElement {
  return (
    <I18nextProvider i18n={i18n}>
      <HostProvider value={services}>
        <BrowserRouter>
          <SessionNavigation navigation={navigation} />
          <LeaveGuardedNavigation>
            <AppRoutes routes={routes} />
          </LeaveGuardedNavigation>
        </BrowserRouter>
        <AlertsArea />
      </HostProvider>
    </I18nextProvider>
  );
}
