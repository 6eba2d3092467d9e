/**
 * Reads a Swiss QR-bill from a file (PDF, PNG, JPEG) or from a camera frame, in the browser (issue 30): ZXing
 * (zxing-wasm) finds the QR codes, pdf.js renders PDF pages one by one, the kernel's parser reads the payload.
 * Nothing leaves the browser. This module is loaded only by dynamic import, when a reader opens.
 *
 * The interface is shared with the scan page (camera): keep it stable.
 */
import { parseQrBill, type QrBill, type QrBillErrorCode } from 'shared-kernel/domain';
import { prepareZXingModule, readBarcodes, type ReaderOptions, type ReadResult } from 'zxing-wasm/reader';
import { pdfWorkerUrl, zxingModuleOverrides } from './assets';

export type QrBillReadError = QrBillErrorCode | 'no_qr_code_found' | 'unsupported_file' | 'unreadable_file';
export type QrBillReadResult = { ok: true; bill: QrBill } | { ok: false; error: QrBillReadError };

export interface ReadProgress {
  /** The page being read, from 1. */
  page: number;
  pages: number;
}

export interface ReadOptions {
  onProgress?: (progress: ReadProgress) => void;
  /** Aborting rejects the read with the signal's reason (an AbortError) between two pages. */
  signal?: AbortSignal;
}

/** QR codes only; try harder (rotated, small) and several per image (a page may hold other codes). */
const READER_OPTIONS: ReaderOptions = {
  formats: ['QRCode'],
  tryHarder: true,
  tryRotate: true,
  tryInvert: false,
  maxNumberOfSymbols: 8,
  textMode: 'Plain',
  characterSet: 'UTF8',
};

/** A4 at 2x the PDF's 72 dpi: the 46 mm Swiss QR code is about 260 px, 4 px a module. */
const PDF_RENDER_SCALE = 2;

let zxingReady: Promise<unknown> | null = null;

/** Loads the ZXing module once, from this remote's own .wasm asset. */
function ensureZxing(): Promise<unknown> {
  zxingReady ??= Promise.resolve(
    prepareZXingModule({ overrides: zxingModuleOverrides(), fireImmediately: true }),
  ).catch((error: unknown) => {
    zxingReady = null;
    throw error;
  });
  return zxingReady;
}

/** Loads ZXing and its wasm ahead of a read (the dialog calls it as it opens); pdf.js loads with the first PDF. */
export async function preloadQrBillReader(): Promise<void> {
  await ensureZxing();
}

export type FileKind = 'pdf' | 'png' | 'jpeg';

/** The file's kind by its first bytes (never by name or declared type). */
export async function sniffFileKind(file: Blob): Promise<FileKind | null> {
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  const starts = (...bytes: number[]) => bytes.every((byte, index) => head[index] === byte);
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'pdf'; // %PDF-
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg';
  return null;
}

/**
 * The bill among the QR codes found: the first Swiss QR code that parses; else the first problem of the first
 * Swiss QR code; else not a Swiss QR-bill when other QR codes were found; else none found.
 */
export function billFromCodes(texts: readonly string[]): QrBillReadResult | null {
  let firstError: QrBillReadError | null = null;
  for (const text of texts) {
    const parsed = parseQrBill(text);
    if (parsed.ok) return { ok: true, bill: parsed.bill };
    const code = parsed.errors[0]!.code;
    if (firstError === null || (firstError === 'not_swiss_qr_bill' && code !== 'not_swiss_qr_bill'))
      firstError = code;
  }
  return firstError ? { ok: false, error: firstError } : null;
}

const texts = (results: readonly ReadResult[]): string[] =>
  results.filter((result) => result.isValid && result.format === 'QRCode').map((result) => result.text);

async function readCodes(input: Blob | ImageData): Promise<string[]> {
  await ensureZxing();
  const results = await readBarcodes(input, READER_OPTIONS);
  // An image ZXing cannot decode comes back as one result without format, carrying the error.
  const failure = results.find((result) => !result.isValid && !(result.format as string) && result.error);
  if (failure) throw new Error(failure.error);
  return texts(results);
}

/** A camera frame or a rendered page. */
export async function readQrBillFromImageData(image: ImageData): Promise<QrBillReadResult> {
  return billFromCodes(await readCodes(image)) ?? { ok: false, error: 'no_qr_code_found' };
}

function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw signal.reason ?? new DOMException('Aborted', 'AbortError');
}

function newCanvas(width: number, height: number): HTMLCanvasElement | OffscreenCanvas {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

async function readPdf(file: Blob, options: ReadOptions): Promise<QrBillReadResult> {
  const [pdfjs] = await Promise.all([import('pdfjs-dist'), ensureZxing()]);
  // pdf.js parses in its worker, a file of this remote; from another origin it starts it through a blob: module.
  pdfjs.GlobalWorkerOptions.workerSrc = pdfWorkerUrl();
  let document: Awaited<ReturnType<typeof pdfjs.getDocument>['promise']>;
  try {
    document = await pdfjs.getDocument({
      data: new Uint8Array(await file.arrayBuffer()),
      isEvalSupported: false,
      useSystemFonts: false,
      stopAtErrors: false,
    }).promise;
  } catch {
    return { ok: false, error: 'unreadable_file' };
  }
  try {
    let problem: QrBillReadResult | null = null;
    for (let number = 1; number <= document.numPages; number += 1) {
      throwIfAborted(options.signal);
      options.onProgress?.({ page: number, pages: document.numPages });
      const page = await document.getPage(number);
      const viewport = page.getViewport({ scale: PDF_RENDER_SCALE });
      const width = Math.ceil(viewport.width);
      const height = Math.ceil(viewport.height);
      const canvas = newCanvas(width, height);
      const context = canvas.getContext('2d') as CanvasRenderingContext2D | null;
      if (!context) return { ok: false, error: 'unreadable_file' };
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, width, height);
      await page.render({ canvas: canvas as HTMLCanvasElement, canvasContext: context, viewport }).promise;
      page.cleanup();
      const found = billFromCodes(await readCodes(context.getImageData(0, 0, width, height)));
      throwIfAborted(options.signal);
      // The first page with a Swiss QR-bill ends the read; a broken one is kept in case a later page has a good one.
      if (found?.ok) return found;
      if (found && (problem === null || (!problem.ok && problem.error === 'not_swiss_qr_bill')))
        problem = found;
    }
    return problem ?? { ok: false, error: 'no_qr_code_found' };
  } finally {
    void document.destroy();
  }
}

/** A PDF (page by page, stopping at the first page with a Swiss QR-bill), PNG or JPEG, by its content. */
export async function readQrBillFromFile(file: Blob, options: ReadOptions = {}): Promise<QrBillReadResult> {
  throwIfAborted(options.signal);
  const kind = await sniffFileKind(file);
  if (kind === null) return { ok: false, error: 'unsupported_file' };
  if (kind === 'pdf') return readPdf(file, options);
  options.onProgress?.({ page: 1, pages: 1 });
  let codes: string[];
  try {
    codes = await readCodes(file);
  } catch (error) {
    if (options.signal?.aborted) throw error;
    return { ok: false, error: 'unreadable_file' };
  }
  throwIfAborted(options.signal);
  return billFromCodes(codes) ?? { ok: false, error: 'no_qr_code_found' };
}
