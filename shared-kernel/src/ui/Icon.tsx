import type { ReactElement } from 'react';
import { useMessage, type Message } from './text';

/** Stroke paths on a 24×24 grid (drawn for Kontor; 2px stroke, round caps). */
const paths = {
  dashboard: 'M3 3h8v8H3zM13 3h8v5h-8zM13 10h8v11h-8zM3 13h8v8H3z',
  payments: 'M3 7h18v10H3zM3 11h18M7 15h3',
  scan: 'M3 8V4h4M17 4h4v4M21 16v4h-4M7 20H3v-4M7 12h10',
  transactions: 'M4 7h14l-3-3M20 17H6l3 3',
  account: 'M4 20V9l8-5 8 5v11M4 20h16M8 12v5M12 12v5M16 12v5',
  cards: 'M2 6h20v12H2zM2 10h20M6 15h4',
  ebill: 'M6 2h9l4 4v16l-2-1-2 1-2-1-2 1-2-1-3 1zM9 9h6M9 13h6M9 17h3',
  team: 'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3 20c0-3 3-5 6-5s6 2 6 5M17 11a2.5 2.5 0 1 0 0-5M17 14c2.5 0 4 2 4 5',
  settings:
    'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19 12l2-1-2-4-2 1-2-1V5h-4v2L9 8 7 7 5 11l2 1v0l-2 1 2 4 2-1 2 1v2h4v-2l2-1 2 1 2-4z',
  documents: 'M6 2h8l5 5v15H6zM14 2v5h5M9 13h7M9 17h7',
  onboarding: 'M12 2l3 7h7l-6 4 2 8-6-5-6 5 2-8-6-4h7z',
  signature: 'M3 17c3-6 5-9 7-9 3 0-3 9 0 9 2 0 3-3 5-3s2 2 4 2M3 21h18',
  registry: 'M4 4h16v4H4zM4 10h16v4H4zM4 16h16v4H4z',
  logout: 'M9 4H4v16h5M16 8l4 4-4 4M20 12H9',
  eye: 'M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  'eye-off':
    'M3 3l18 18M10.6 5.1A10 10 0 0 1 12 5c6 0 10 7 10 7a17 17 0 0 1-3 3.7M6.6 6.6C3.8 8.5 2 12 2 12s4 7 10 7a9.6 9.6 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2',
  sun: 'M12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4',
  moon: 'M21 13A9 9 0 1 1 11 3a7 7 0 0 0 10 10z',
  globe:
    'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM2 12h20M12 2c3 3 4 6.5 4 10s-1 7-4 10c-3-3-4-6.5-4-10s1-7 4-10z',
  chevron: 'M9 6l6 6-6 6',
  'chevron-left': 'M15 6l-6 6 6 6',
  'chevron-down': 'M6 9l6 6 6-6',
  close: 'M6 6l12 12M18 6L6 18',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM21 21l-5-5',
  plus: 'M12 5v14M5 12h14',
  download: 'M12 3v12M7 10l5 5 5-5M4 20h16',
  upload: 'M12 21V9M7 14l5-5 5 5M4 4h16',
  copy: 'M9 9h11v11H9zM5 15H4V4h11v1',
  edit: 'M4 20h4L19 9l-4-4L4 16zM14 6l4 4',
  trash: 'M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13',
  file: 'M6 2h8l5 5v15H6zM14 2v5h5',
  calendar: 'M3 5h18v16H3zM3 10h18M8 3v4M16 3v4',
  info: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 11v6M12 7.5v.5',
  clock: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 6v6l4 2',
  menu: 'M4 6h16M4 12h16M4 18h16',
  success: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM8 12l3 3 5-6',
  warning: 'M12 3l10 18H2zM12 10v5M12 18v.5',
  error: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM9 9l6 6M15 9l-6 6',
  'arrow-left': 'M20 12H4M10 6l-6 6 6 6',
} as const;

export type IconName = keyof typeof paths;
export const iconNames = Object.keys(paths) as IconName[];

export interface IconProps {
  name: IconName;
  /** Accessible name (i18n key); without it the icon is decorative (aria-hidden). */
  label?: Message;
  className?: string;
}

export function Icon({ name, label, className }: IconProps): ReactElement {
  const tm = useMessage();
  return (
    <svg
      className={className ? `k-icon ${className}` : 'k-icon'}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': tm(label) } : { 'aria-hidden': true })}
      data-icon={name}
    >
      <path d={paths[name]} />
    </svg>
  );
}
