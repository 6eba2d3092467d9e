/**
 * The decoder's self-hosted files (issue 30): webpack emits the ZXing reader's .wasm as an asset of this remote
 * (`new URL(…, import.meta.url)`), so it is fetched from the remote's own origin, never from a CDN.
 */
export const zxingWasmUrl = (): string =>
  new URL('zxing-wasm/reader/zxing_reader.wasm', import.meta.url).href;

/** How the ZXing module finds its .wasm: at this remote's asset URL. */
export const zxingModuleOverrides = () => ({
  locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? zxingWasmUrl() : prefix + path),
});

/** pdf.js's worker, a file of this remote (webpack.config.cjs emits it as it ships). */
export const pdfWorkerUrl = (): string =>
  new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).href;
