// Types of exposes.cjs for the TypeScript that imports it (shared-kernel/testing remoteContract).
export declare const DEV_SCREENS_MODULE: string;
export declare function moduleSource(module: string): string;
export declare function exposesFromDescriptor(
  dirname: string,
  descriptor?: {
    routes?: Array<{ id?: string; module?: unknown }>;
    overlays?: Array<{ action?: string; module?: unknown }>;
  },
): Record<string, string>;
export declare function devScreensSource(dirname: string, exposes: Record<string, string>): string;
