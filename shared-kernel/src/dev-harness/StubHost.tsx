import { useContext, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { Link, matchPath, NavLink, UNSAFE_NavigationContext, useLocation } from 'shared-kernel/router';
import { mountRootParcel, type ParcelConfigObject } from 'single-spa';
import Parcel from 'single-spa-react/parcel';
import type { RemoteDescriptor, RemoteLifecycles, RemoteScreenProps } from 'shared-kernel/contract';
import { visibleMenu, type SessionSnapshot } from 'shared-kernel/domain';
import type { EventBus } from 'shared-kernel/bus';
import { AlertStack, Icon, KernelProvider, type IconName } from 'shared-kernel/ui';
import type { ApiClient } from '../api/types';
import { linkOfRoute, PERSONA_NAMES } from './persona';

/** Exposed module name ("./Transactions") → its loader, the same modules the webpack exposes map lists. */
export type ScreenLoaders = Record<string, () => Promise<{ default: RemoteLifecycles }>>;

export interface StubHostProps {
  remoteName: string;
  descriptor: Pick<RemoteDescriptor, 'routes' | 'menu'>;
  screens: ScreenLoaders;
  personaName: string;
  session: SessionSnapshot;
  bus: EventBus;
  api: ApiClient;
  /** Called once the stub host has mounted (its alert areas listen from then on). */
  onMounted?: () => void;
}

/**
 * What the host would show of one remote: its side-menu items as the persona would see them, every
 * route, and the matched screen mounted as a single-spa Parcel with the host's props.
 */
export function StubHost({
  remoteName,
  descriptor,
  screens,
  personaName,
  session,
  bus,
  api,
  onMounted,
}: StubHostProps) {
  const { t } = useTranslation();
  const location = useLocation();
  // The BrowserRouter's navigator is the history the host would pass: the remote gets no history of its own.
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const route = descriptor.routes.find((candidate) => matchPath({ path: candidate.path }, location.pathname));
  const menu = useMemo(() => visibleMenu(descriptor.menu, descriptor.routes, session), [descriptor, session]);
  const config = useMemo(() => {
    const load = route && screens[route.module];
    return load ? () => load().then((module) => module.default as unknown as ParcelConfigObject) : null;
  }, [route, screens]);

  const mounted = useRef(onMounted);
  useEffect(() => {
    mounted.current?.();
  }, []);

  useEffect(() => {
    document.title = route ? t(route.titleKey) : 'Kontor';
  }, [route, t]);

  const choosePersona = (name: string) => {
    const query = new URLSearchParams(window.location.search);
    query.set('persona', name);
    window.location.search = query.toString();
  };

  const screenProps: Omit<RemoteScreenProps, 'routeId' | 'routePath'> = {
    navigator,
    location,
    bus,
    api,
    session,
  };

  return (
    <KernelProvider bus={bus} amountVisible={session.amountVisible}>
      <div className="k-harness" data-remote={remoteName}>
        <header className="k-harness__header">
          <select value={personaName} onChange={(event) => choosePersona(event.currentTarget.value)}>
            {PERSONA_NAMES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
          <code>{remoteName}</code>
        </header>
        <AlertStack bus={bus} banner />
        <nav className="k-harness__nav">
          <ul>
            {menu.map((item) => (
              <li key={item.id}>
                {item.action ? (
                  <button type="button" onClick={() => bus.dispatch({ type: item.action! })}>
                    <Icon name={item.icon as IconName} /> {t(item.label)}
                  </button>
                ) : (
                  <NavLink to={item.to} end={item.to === '/'}>
                    <Icon name={item.icon as IconName} /> {t(item.label)}
                  </NavLink>
                )}
                {item.badgeCount ? <span className="k-badge k-badge--info">{item.badgeCount}</span> : null}
              </li>
            ))}
          </ul>
          <hr />
          <ul>
            {descriptor.routes.map((candidate) => (
              <li key={candidate.id}>
                <Link to={linkOfRoute(candidate.path)}>{t(candidate.titleKey)}</Link>{' '}
                <code>{candidate.path}</code>
              </li>
            ))}
          </ul>
        </nav>
        <main className="k-harness__main">
          <AlertStack bus={bus} />
          {route && config ? (
            <Parcel
              key={route.id}
              config={config}
              mountParcel={mountRootParcel}
              {...screenProps}
              routeId={route.id}
              routePath={route.path}
            />
          ) : (
            <p role="alert">{t('webapp.federation.unknownRoute.title')}</p>
          )}
        </main>
      </div>
    </KernelProvider>
  );
}
