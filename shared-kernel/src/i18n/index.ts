export * from './i18n';
/**
 * The one react-i18next copy every app uses, inside this shared room (shared-kernel/build/shared.cjs): its
 * `useTranslation` reads the instance `initReactI18next` set module-wide, so host and remotes must run one copy.
 * Why here and not react-i18next itself: a shared module loads whole, and react-i18next's entry carries `Trans`
 * (with an HTML parser), the HOCs and server rendering, which Kontor does not use. Apps import these names from
 * here only (lint refuses a runtime import of react-i18next elsewhere); a name added here is a kernel minor.
 */
export { getI18n, I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
