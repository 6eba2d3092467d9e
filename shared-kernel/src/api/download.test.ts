import { bytesOfBase64, fileNameOf, saveBase64File, saveFile } from './download';

describe('fileNameOf', () => {
  it.each([
    ['attachment; filename="Privatkonto-2026-09-01-2026-09-30.csv"', 'Privatkonto-2026-09-01-2026-09-30.csv'],
    ['attachment; filename="B%C3%A4ckerei.xml"', 'Bäckerei.xml'],
    ["attachment; filename*=UTF-8''Z%C3%BCrich.pdf", 'Zürich.pdf'],
    ['attachment; filename="100%.pdf"', '100%.pdf'],
    [undefined, 'fallback.csv'],
    ['inline', 'fallback.csv'],
  ])('%p → %p', (disposition, expected) => {
    expect(fileNameOf(disposition, 'fallback.csv')).toBe(expected);
  });
});

it('decodes base64 to its bytes, white space ignored', () => {
  expect([...bytesOfBase64('JVBE\nRi0x')]).toEqual([...Buffer.from('%PDF-1')]);
});

describe('saving a file', () => {
  const created: Blob[] = [];
  let clicked: { href: string; download: string }[] = [];
  beforeEach(() => {
    created.length = 0;
    clicked = [];
    Object.assign(URL, {
      createObjectURL: jest.fn((blob: Blob) => {
        created.push(blob);
        return `blob:${created.length}`;
      }),
      revokeObjectURL: jest.fn(),
    });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.getAttribute('href')!, download: this.download });
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('saves a blob under its name through a temporary link, then lets the URL go', () => {
    saveFile(new Blob(['a;b']), 'statement.csv');
    expect(clicked).toEqual([{ href: 'blob:1', download: 'statement.csv' }]);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:1');
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('saves a base64 file as its bytes with its type', async () => {
    saveBase64File(
      { base64: Buffer.from('%PDF-1.7').toString('base64'), mimeType: 'application/pdf' },
      'r.pdf',
    );
    expect(clicked).toEqual([{ href: 'blob:1', download: 'r.pdf' }]);
    expect(created[0]!.type).toBe('application/pdf');
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(created[0]!);
    });
    expect(text).toBe('%PDF-1.7');
  });
});
