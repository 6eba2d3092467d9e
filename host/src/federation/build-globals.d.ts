/** Injected by shared-kernel/build/webpack.cjs (DefinePlugin) and by host/jest.config.cjs in tests. */
declare const __KONTOR_BUILT_WITH__: Record<string, string>;
declare const __KONTOR_HOST_API__: string;
