// pdf.js ships its worker code without types; the decoder only hands the module to pdf.js.
declare module 'pdfjs-dist/build/pdf.worker.min.mjs' {
  export const WorkerMessageHandler: unknown;
}
