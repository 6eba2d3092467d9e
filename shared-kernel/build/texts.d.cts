export declare const START_TEXTS: readonly string[];
export declare function covered(loaded: readonly string[], name: string): boolean;
export declare function cataloguePrefixes(catalogue: Record<string, unknown>): string[];
export declare function readCatalogue(dirname: string): Record<string, unknown>;
export declare function remoteTexts(dirname: string): string[];
