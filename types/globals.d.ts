/** Injected by the common webpack setup (shared-kernel/build/webpack.cjs). */
declare const __KONTOR_APP__: string;
declare const __KONTOR_VERSION__: string;
declare module '*.css';
/** A remote's dev harness screens, derived from its descriptor.json (shared-kernel/build/exposes.cjs). */
declare module 'virtual:kontor-dev-screens' {
  import type { ScreenLoaders } from 'shared-kernel/dev-harness';
  export const screens: ScreenLoaders;
}
