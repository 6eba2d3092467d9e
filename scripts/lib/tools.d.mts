// Types of tools.mjs for the TypeScript callers (e2e global setup, playwright.config.ts, tests/shell/browser.spec.ts,
// the specs tagged MOVES_SANDBOX_CLOCK).
export function assertPortsFree(ports: readonly { port: number; what: string }[]): Promise<void>;
export const CHROMIUM: string;
export const PLAYWRIGHT_DISABLED_FEATURES: readonly string[];
export const OMNIBOX_POPUP_FEATURES: readonly string[];
export const DISABLE_FEATURES: string;
export const CHROMIUM_LAUNCH: { executablePath: string; ignoreDefaultArgs: string[]; args: string[] };
export const MOVES_SANDBOX_CLOCK: '@moves-clock';
