// How the e2e launches Debian's chromium: the launch options the benches share (scripts/lib/tools.mjs, where the
// why is written: without the omnibox's WebUI popups, Playwright's own --disable-features list kept).
export { CHROMIUM_LAUNCH, DISABLE_FEATURES } from '../../scripts/lib/tools.mjs';
