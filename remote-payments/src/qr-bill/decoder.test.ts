/**
 * @jest-environment node
 *
 * The decoder on real images, in Node (issue 30): swissqrbill draws a bill's Swiss QR code (SVG), the test paints
 * its modules into pixels, ZXing (the same zxing-wasm reader the browser loads) finds the code and the kernel's
 * parser reads it. PNG files made by ZXing's writer go through the file path (type by magic bytes). PDF pages need
 * a canvas: the e2e test and the benchmark read PDFs in Chromium.
 */
import { readFileSync } from 'node:fs';
import { SwissQRCode } from 'swissqrbill/svg';
import type { Data } from 'swissqrbill/types';
import { QR_BILL_QR_REFERENCE as QR_REFERENCE, qrBillPayload } from 'shared-kernel/testing';
import { prepareZXingModule as prepareWriter, writeBarcode } from 'zxing-wasm/writer';
import { readQrBillFromFile, readQrBillFromImageData, sniffFileKind } from './decoder';

jest.mock('./assets', () => ({
  zxingModuleOverrides: () => ({
    wasmBinary: readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm')),
  }),
  pdfWorkerUrl: () => 'about:blank',
}));

beforeAll(() => {
  prepareWriter({
    overrides: { wasmBinary: readFileSync(require.resolve('zxing-wasm/writer/zxing_writer.wasm')) },
    fireImmediately: true,
  });
});

const BILL: Data = {
  amount: 1949.75,
  creditor: {
    account: 'CH44 3199 9123 0008 8901 2',
    address: 'Rue du Lac',
    buildingNumber: 1268,
    city: 'Biel',
    country: 'CH',
    name: 'Robert Schneider AG',
    zip: 2501,
  },
  currency: 'CHF',
  reference: QR_REFERENCE,
  message: 'Rechnung 4711',
};

/** Paints an SVG of rectangles in mm (swissqrbill's QR code) at `pxPerMm`, with a white quiet zone. */
function rasterize(svg: string, pxPerMm = 8, margin = 40) {
  const size = Math.ceil(46 * pxPerMm) + 2 * margin;
  const data = new Uint8ClampedArray(size * size * 4).fill(255);
  for (const rect of svg.matchAll(/<rect\b([^>]*)>/g)) {
    const attribute = (name: string) =>
      Number(new RegExp(`\\b${name}="([\\d.]+)mm"`).exec(rect[1]!)?.[1] ?? NaN);
    const fill = /fill="([^"]+)"/.exec(rect[1]!)?.[1] ?? 'black';
    const shade = fill === 'white' || fill === '#fff' || fill === '#ffffff' ? 255 : 0;
    const [x, y, w, h] = ['x', 'y', 'width', 'height'].map(attribute) as [number, number, number, number];
    if ([x, y, w, h].some(Number.isNaN)) continue;
    const left = Math.round(x * pxPerMm) + margin;
    const top = Math.round(y * pxPerMm) + margin;
    const right = Math.round((x + w) * pxPerMm) + margin;
    const bottom = Math.round((y + h) * pxPerMm) + margin;
    for (let row = top; row < bottom; row += 1) {
      for (let column = left; column < right; column += 1) {
        const at = (row * size + column) * 4;
        data[at] = data[at + 1] = data[at + 2] = shade;
      }
    }
  }
  return { data, width: size, height: size, colorSpace: 'srgb' } as ImageData;
}

async function png(text: string): Promise<Blob> {
  const written = await writeBarcode(text, { format: 'QRCode', ecLevel: 'M', scale: 4 });
  if (!written.image) throw new Error(written.error);
  return written.image;
}

describe('readQrBillFromImageData: swissqrbill → pixels → ZXing → parser', () => {
  it('reads the bill swissqrbill draws, every field the form needs', async () => {
    const result = await readQrBillFromImageData(rasterize(new SwissQRCode(BILL).toString()));
    expect(result).toEqual({
      ok: true,
      bill: expect.objectContaining({
        account: 'CH4431999123000889012',
        qrIban: true,
        amount: '1949.75',
        currency: 'CHF',
        referenceType: 'QRR',
        reference: QR_REFERENCE,
        message: 'Rechnung 4711',
        creditor: expect.objectContaining({
          name: 'Robert Schneider AG',
          street: 'Rue du Lac',
          town: 'Biel',
        }),
      }),
    });
  });

  it('reads a EUR bill with an open amount and umlauts (UTF-8)', async () => {
    const data: Data = {
      creditor: {
        ...BILL.creditor,
        account: 'CH5800791123000889012',
        name: 'Müller & Söhne GmbH',
        city: 'Zürich',
      },
      currency: 'EUR',
    };
    const result = await readQrBillFromImageData(rasterize(new SwissQRCode(data).toString(), 6));
    expect(result.ok && result.bill).toMatchObject({ amount: null, currency: 'EUR', referenceType: 'NON' });
    expect(result.ok && result.bill.creditor.name).toBe('Müller & Söhne GmbH');
  });

  it('finds no QR code in a blank frame', async () => {
    const blank = {
      data: new Uint8ClampedArray(200 * 200 * 4).fill(255),
      width: 200,
      height: 200,
    } as ImageData;
    expect(await readQrBillFromImageData(blank)).toEqual({ ok: false, error: 'no_qr_code_found' });
  });
});

describe('readQrBillFromFile', () => {
  // qrBillPayload: the SIX sample's required lines (QR-IBAN, QR reference, CHF 1949.75), some replaced, CRLF.
  it('reads a PNG, whatever its name says', async () => {
    const file = new File([await png(qrBillPayload())], 'bill.pdf', { type: 'application/pdf' });
    expect(await sniffFileKind(file)).toBe('png');
    const progress: unknown[] = [];
    const result = await readQrBillFromFile(file, { onProgress: (p) => progress.push(p) });
    expect(result.ok && result.bill.reference).toBe(QR_REFERENCE);
    expect(progress).toEqual([{ page: 1, pages: 1 }]);
  });

  it.each([
    ['a QR code that is no Swiss QR-bill', 'https://example.ch/', 'not_swiss_qr_bill'],
    [
      'a QR reference with a wrong check digit',
      qrBillPayload({ 28: '210000000003139471430009018' }),
      'invalid_reference',
    ],
    ['a bill in USD', qrBillPayload({ 19: 'USD' }), 'unsupported_currency'],
    ['a bill without trailer', qrBillPayload({ 30: '' }), 'missing_trailer'],
  ])('says what is wrong with %s', async (_name, text, error) => {
    expect(await readQrBillFromFile(await png(text))).toEqual({ ok: false, error });
  });

  it('refuses a file that is no PDF, PNG or JPEG, and a broken PNG', async () => {
    expect(await readQrBillFromFile(new Blob(['GIF89a…']))).toEqual({ ok: false, error: 'unsupported_file' });
    const broken = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])]);
    expect(await readQrBillFromFile(broken)).toEqual({ ok: false, error: 'unreadable_file' });
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      readQrBillFromFile(await png(qrBillPayload()), { signal: controller.signal }),
    ).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});
