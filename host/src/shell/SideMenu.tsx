import { useMemo, type ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { NavLink } from 'shared-kernel/router';
import type { EventBus } from 'shared-kernel/bus';
import { isMenuHidden, type SessionSnapshot } from 'shared-kernel/domain';
import { Icon, iconNames, type IconName } from 'shared-kernel/ui';
import type { RemoteMenuItem, RemoteRoute } from '../federation';
import { assembleSideMenu, type SideMenuItem } from './menuModel';
import { OtherAccounts } from './OtherAccounts';

/** The side menu's element id: the navbar's menu button controls it. */
export const SIDE_MENU_ID = 'kontor-sidemenu';

export interface SideMenuProps {
  id?: string;
  /** On a narrow screen the menu is collapsed until opened (wide screens always show it). */
  open?: boolean;
  menu: RemoteMenuItem[];
  routes: RemoteRoute[];
  snapshot: SessionSnapshot;
  bus: EventBus;
  onSelectAccount: (uid: string) => void;
}

const iconOf = (name: string): IconName =>
  (iconNames as string[]).includes(name) ? (name as IconName) : 'file';

function MenuEntry({ item, bus }: { item: SideMenuItem; bus: EventBus }): ReactElement {
  const { t } = useTranslation();
  const content = (
    <>
      <Icon name={iconOf(item.icon)} />
      <span className="k-spacer">{t(item.label)}</span>
      {item.badgeCount ? (
        <span className="k-badge k-badge--info kontor-sidemenu__badge">
          <span aria-hidden="true">{item.badgeCount}</span>
          <span className="k-visually-hidden">
            {t('webapp.shell.menu.badge', { count: item.badgeCount })}
          </span>
        </span>
      ) : null}
    </>
  );
  // Spec §2: the scan payment item opens the scan modal instead of navigating.
  if (item.action) {
    const action = item.action;
    return (
      <button type="button" className="kontor-sidemenu__link" onClick={() => bus.dispatch({ type: action })}>
        {content}
      </button>
    );
  }
  return (
    <NavLink to={item.to} end={item.to === '/'} className="kontor-sidemenu__link">
      {content}
    </NavLink>
  );
}

/** Spec §2 "Side menu visibility" from the remotes' descriptors, plus the other-accounts side area. */
export function SideMenu({
  id,
  open = false,
  menu,
  routes,
  snapshot,
  bus,
  onSelectAccount,
}: SideMenuProps): ReactElement | null {
  const { t } = useTranslation();
  // The menu changes with the snapshot and the registry, not with every shell render.
  const sections = useMemo(() => assembleSideMenu(menu, routes, snapshot), [menu, routes, snapshot]);
  // Spec §2: the menu is hidden entirely for identification-only QES users.
  if (isMenuHidden(snapshot)) return null;
  return (
    <aside id={id} className="kontor-sidemenu" data-open={open}>
      {sections.length > 0 ? (
        <nav aria-label={t('webapp.shell.menu.label')}>
          {sections.map(({ section, items }) => (
            <div key={section} className="kontor-sidemenu__section">
              {section !== 'main' ? (
                <h2 className="kontor-sidemenu__heading">{t(`webapp.shell.menu.section.${section}`)}</h2>
              ) : null}
              <ul>
                {items.map((item) => (
                  <li key={item.id}>
                    <MenuEntry item={item} bus={bus} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      ) : null}
      <OtherAccounts snapshot={snapshot} onSelect={onSelectAccount} />
    </aside>
  );
}
