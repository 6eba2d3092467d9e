/** Injected by the common webpack setup (shared-kernel/build/webpack.cjs). */
declare const __KONTOR_APP__: string;
declare const __KONTOR_VERSION__: string;
declare module '*.css';
