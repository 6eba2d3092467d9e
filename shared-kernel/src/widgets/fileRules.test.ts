import { ATTACHMENT_TYPES } from '../domain';
import { acceptedTypeNames, acceptList, DEFAULT_ACCEPT, matchesAccept, maxFileBytes } from './fileRules';

describe('acceptList', () => {
  it('lists the mime types and their extensions (some systems report a file without a mime type)', () => {
    expect(acceptList(ATTACHMENT_TYPES)).toBe('application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg');
  });

  it('accepts what it lists and nothing else', () => {
    const receipt = acceptList(ATTACHMENT_TYPES);
    expect(matchesAccept({ name: 'Quittung.JPEG', type: '' }, receipt)).toBe(true);
    expect(matchesAccept({ name: 'Beleg.pdf', type: 'application/pdf' }, receipt)).toBe(true);
    expect(matchesAccept({ name: 'export.csv', type: 'text/csv' }, receipt)).toBe(false);
    expect(matchesAccept({ name: 'photo.webp', type: 'image/webp' }, receipt)).toBe(false);
  });
});

describe('acceptedTypeNames', () => {
  it('names each format once, from the list the uploader checks', () => {
    expect(acceptedTypeNames(acceptList(ATTACHMENT_TYPES))).toEqual([
      { text: 'PDF' },
      { text: 'PNG' },
      { text: 'JPG' },
    ]);
  });

  it('names a wildcard as a kind of files and leaves out what the wildcard covers', () => {
    expect(acceptedTypeNames(DEFAULT_ACCEPT)).toEqual([
      'webapp.ui.uploader.types.images',
      { text: 'PDF' },
      { text: 'CSV' },
    ]);
  });

  it('names an unknown extension or mime type by itself', () => {
    expect(acceptedTypeNames('.xml,application/zip')).toEqual([{ text: 'XML' }, { text: 'ZIP' }]);
  });
});

describe('maxFileBytes', () => {
  it('is the file size whose base64 text fits the cap (spec §9: 5,222,428 characters)', () => {
    expect(maxFileBytes(5_222_428)).toBe(3_916_821);
    expect(maxFileBytes(40)).toBe(30);
  });
});
