/**
 * How the e2e launches Debian's chromium (TOOLCHAIN.md: no browser downloads here).
 *
 * Every test gets a browser context of its own, and in this chromium each new context opens a window whose omnibox
 * preloads its WebUI popups (chrome://omnibox-popup.top-chrome, the AI mode one beside it): some 400 module scripts
 * in a renderer of their own, 0.9 s of CPU per context on these 2-core machines (1.1 s for a blank page's context,
 * 0.2 s without them), nothing a page under test sees. The two features are turned off.
 *
 * Chromium reads one `--disable-features` (the last given), and Playwright passes its own list: ours replaces it
 * with that list extended, and Playwright's default is left out. When a Playwright upgrade changes its list, its
 * switch is no longer the one left out and the browser runs with two: tests/shell/browser.spec.ts fails then,
 * naming the list to take over.
 */

/** Playwright's own `--disable-features` list (playwright-core 1.65's chromiumSwitches), in its order. */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/** The browser window's omnibox popups, preloaded for every context. */
export const OMNIBOX_POPUP_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

export const DISABLE_FEATURES = `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUP_FEATURES].join(',')}`;

export const CHROMIUM_LAUNCH = {
  executablePath: '/usr/bin/chromium',
  ignoreDefaultArgs: [`--disable-features=${PLAYWRIGHT_DISABLED_FEATURES.join(',')}`],
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
    DISABLE_FEATURES,
  ],
};
