import type { ComponentType } from 'react';

/**
 * The debug pages' own texts: each debug route loads them before its page (app/hostRoutes.tsx); the page start
 * loads only their titles, for the debug menu (shared-kernel/i18n START_TEXTS).
 */
export const DEBUG_TEXTS: readonly string[] = ['webapp.debug'];

export interface DebugPageEntry {
  /** Path relative to /debug (the host routes `/debug/<path>`), as the spec's route table names them. */
  path: string;
  /** i18n key of the page title (webapp.debug.title.*). */
  titleKey: string;
  /** The page's component, loaded on demand: debug code stays out of every other page's bundle. */
  load: () => Promise<ComponentType>;
}

/**
 * The spec's debug pages (§2 route table: /debug/input, button, badge, alerts, masked-input, yap-page,
 * color-test, components, file-resource-uploader). The host routes them only in local and sandbox
 * (DESIGN.md); each expects the host's i18n, KernelProvider (bus, amount visibility) and AlertStack around it.
 */
export const debugPages: DebugPageEntry[] = [
  {
    path: 'input',
    titleKey: 'webapp.debug.title.input',
    load: async () => (await import('./InputTesting')).InputTesting,
  },
  {
    path: 'button',
    titleKey: 'webapp.debug.title.button',
    load: async () => (await import('./ButtonTesting')).ButtonTesting,
  },
  {
    path: 'badge',
    titleKey: 'webapp.debug.title.badge',
    load: async () => (await import('./BadgeTesting')).BadgeTesting,
  },
  {
    path: 'alerts',
    titleKey: 'webapp.debug.title.alerts',
    load: async () => (await import('./AlertTesting')).AlertTesting,
  },
  {
    path: 'masked-input',
    titleKey: 'webapp.debug.title.masked_input',
    load: async () => (await import('./MaskedInputTesting')).MaskedInputTesting,
  },
  {
    path: 'yap-page',
    titleKey: 'webapp.debug.title.page',
    load: async () => (await import('./YapPageTesting')).YapPageTesting,
  },
  {
    path: 'color-test',
    titleKey: 'webapp.debug.title.color_test',
    load: async () => (await import('./ColorTesting')).ColorTesting,
  },
  {
    path: 'components',
    titleKey: 'webapp.debug.title.components',
    load: async () => (await import('./ComponentTesting')).ComponentTesting,
  },
  {
    path: 'file-resource-uploader',
    titleKey: 'webapp.debug.title.file_resource_uploader',
    load: async () => (await import('./FileResourceUploaderTesting')).FileResourceUploaderTesting,
  },
];
