import type { MenuSection } from 'shared-kernel/contract';
import { visibleMenu, type SessionSnapshot, type VisibleMenuItem } from 'shared-kernel/domain';
import type { RemoteMenuItem, RemoteRoute } from '../federation';

export type SideMenuItem = VisibleMenuItem & { remote: string };

export interface SideMenuSection {
  section: MenuSection;
  items: SideMenuItem[];
}

/**
 * The side menu from every remote's descriptor menu items, filtered by the kernel's named rules
 * (visibleMenu: visibility rule, allowed contexts, bootstrapper's reduced menu, hidden for
 * identification-only QES users), grouped by section in the order main, organisation, pending, debug.
 */
export function assembleSideMenu(
  menu: RemoteMenuItem[],
  routes: RemoteRoute[],
  snapshot: SessionSnapshot,
): SideMenuSection[] {
  const remoteOf = new Map(menu.map((item) => [item.id, item.remote]));
  const sections: SideMenuSection[] = [];
  for (const item of visibleMenu(menu, routes, snapshot)) {
    const entry: SideMenuItem = { ...item, remote: remoteOf.get(item.id) ?? '' };
    const last = sections.at(-1);
    if (last && last.section === item.section) last.items.push(entry);
    else sections.push({ section: item.section, items: [entry] });
  }
  return sections;
}
