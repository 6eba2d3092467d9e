import {
  fileExtension,
  isAcceptedFile,
  isAcceptedUpload,
  matchesMime,
  renameKeepingExtension,
  shortenFileName,
  type FileOwnerKind,
} from './files';
import { isIdentifier } from './identifier';

describe('file names', () => {
  it('shortens names over 25 characters keeping the extension', () => {
    expect(shortenFileName('Quittung_Migros_Zuerich_2026-05.pdf')).toBe('Quittung_Migros_Zuer….pdf');
    expect(shortenFileName('Quittung_Migros_Zuerich_2026-05.pdf')).toHaveLength(25);
    expect(shortenFileName('receipt.pdf')).toBe('receipt.pdf');
    expect(shortenFileName('a'.repeat(25))).toBe('a'.repeat(25));
    expect(shortenFileName('b'.repeat(30))).toBe(`${'b'.repeat(24)}…`);
  });

  it('renames keeping the extension', () => {
    expect(renameKeepingExtension('scan 001.PDF', 'Miete November')).toBe('Miete November.PDF');
    expect(renameKeepingExtension('scan.pdf', 'Miete.pdf')).toBe('Miete.pdf');
    expect(renameKeepingExtension('scan.pdf', ' Miete.jpg ')).toBe('Miete.jpg.pdf');
    expect(renameKeepingExtension('README', 'notes')).toBe('notes');
  });

  it('reads extensions', () => {
    expect(fileExtension('a.tar.gz')).toBe('.gz');
    expect(fileExtension('.env')).toBe('');
  });

  it('matches mime patterns with wildcards', () => {
    expect(matchesMime('image/png', 'image/*')).toBe(true);
    expect(matchesMime('application/pdf', 'image/*')).toBe(false);
    expect(isAcceptedFile('text/csv', ['image/*', 'text/csv', 'application/pdf'])).toBe(true);
    expect(isAcceptedFile('application/zip', ['image/*', 'application/pdf'])).toBe(false);
  });
});

describe('isAcceptedUpload', () => {
  // Spec §5: attachments (receipts, payment orders) are pdf, png, jpg, jpeg; the uploader also takes csv.
  it.each<[string, string, FileOwnerKind, boolean]>([
    ['Beleg.pdf', 'application/pdf', 'receipt', true],
    ['Quittung.JPEG', 'image/jpeg', 'receipt', true],
    ['scan.jpg', 'IMAGE/JPEG', 'paymentOrder', true],
    ['scan.png', 'image/png', 'paymentOrder', true],
    ['export.csv', 'text/csv', 'receipt', false],
    ['export.csv', 'text/csv', 'paymentOrder', false],
    ['export.csv', 'text/csv', 'own', true],
    ['photo.webp', 'image/webp', 'own', false],
    ['beleg.png', 'application/pdf', 'receipt', false],
    ['beleg', 'application/pdf', 'own', false],
    ['.pdf', 'application/pdf', 'own', false],
  ])('%s as %s for %s: %s', (name, mime, owner, accepted) =>
    expect(isAcceptedUpload({ name, mime }, owner)).toBe(accepted),
  );
});

describe('isIdentifier', () => {
  it.each([
    ['7d0b8b0e-3c1f-4a53-9d0e-2b5f1a9c4e11', true],
    ['7D0B8B0E-3C1F-4A53-9D0E-2B5F1A9C4E11', true],
    ['7d0b8b0e3c1f4a539d0e2b5f1a9c4e11', false],
    ['7d0b8b0e-3c1f-4a53-9d0e-2b5f1a9c4e1g', false],
    ['new', false],
    ['', false],
  ])('%s: %s', (text, expected) => expect(isIdentifier(text)).toBe(expected));
});
