import type { i18n as I18n } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { flushSync } from 'react-dom';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { AlertsArea } from '../shell/AlertsArea';
import { HostProvider, type HostServices } from './hostContext';

// What react-router-dom's RouterProvider adds to react-router's: updates flushed synchronously where asked
// (the host imports react-router only, so react-router/dom never loads).
const flushRouterUpdate = (update: () => unknown): undefined => void flushSync(update);

export interface HostAppProps {
  services: HostServices;
  i18n: I18n;
  router: ReturnType<typeof createBrowserRouter>;
}

/** The composed app: one i18n instance, the host's services, one router (one history). */
export function HostApp({ services, i18n, router }: HostAppProps): ReactElement {
  return (
    <I18nextProvider i18n={i18n}>
      <HostProvider value={services}>
        <RouterProvider router={router} flushSync={flushRouterUpdate} />
        <AlertsArea />
      </HostProvider>
    </I18nextProvider>
  );
}
