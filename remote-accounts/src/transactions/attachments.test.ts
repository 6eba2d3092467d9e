import { matchesAccept } from 'shared-kernel/widgets';
import { personas } from 'shared-kernel/testing';
import { mayEditReceipt, RECEIPT_ACCEPT, toUploaderFiles, withAttachment } from './attachments';

describe('receipt attachments', () => {
  it('accepts pdf, png, jpg and jpeg only', () => {
    expect(matchesAccept({ name: 'a.pdf', type: 'application/pdf' }, RECEIPT_ACCEPT)).toBe(true);
    expect(matchesAccept({ name: 'a.png', type: 'image/png' }, RECEIPT_ACCEPT)).toBe(true);
    expect(matchesAccept({ name: 'a.JPG', type: '' }, RECEIPT_ACCEPT)).toBe(true);
    expect(matchesAccept({ name: 'a.jpeg', type: 'image/jpeg' }, RECEIPT_ACCEPT)).toBe(true);
    expect(matchesAccept({ name: 'a.csv', type: 'text/csv' }, RECEIPT_ACCEPT)).toBe(false);
    expect(matchesAccept({ name: 'a.gif', type: 'image/gif' }, RECEIPT_ACCEPT)).toBe(false);
  });

  it('shows stored files as uploaded, keyed by their resource uid', () => {
    expect(
      toUploaderFiles([
        {
          resourceUid: 'r1',
          bucketFileName: 'b1.pdf',
          displayName: 'Quittung.pdf',
          mime: 'application/pdf',
          fileSize: 9,
        },
      ]),
    ).toEqual([
      {
        key: 'r1',
        name: 'Quittung.pdf',
        type: 'application/pdf',
        size: 9,
        status: 'done',
        progress: 1,
        reference: 'r1',
      },
    ]);
  });

  it('adds a file once and refuses a sixth', () => {
    expect(withAttachment(['a'], 'b')).toEqual(['a', 'b']);
    expect(withAttachment(['a', 'b'], 'b')).toEqual(['a', 'b']);
    expect(() => withAttachment(['1', '2', '3', '4', '5'], '6')).toThrow();
  });

  it('lets the owner edit her accounts in private context and needs capture in a partnership', () => {
    const anna = personas.annaPrivate;
    expect(mayEditReceipt(anna, anna.cashAccounts[0]!.uid)).toBe(true);
    expect(mayEditReceipt(anna, 'an account of another context')).toBe(false);
    const luca = personas.lucaBaeckerei;
    const captured = luca.entitlements.find((e) => e.entityType === 'CashAccount' && e.action === 'capture');
    const viewOnly = luca.entitlements.find(
      (e) =>
        e.entityType === 'CashAccount' &&
        !luca.entitlements.some((o) => o.entityUID === e.entityUID && o.action === 'capture'),
    );
    expect(captured && mayEditReceipt(luca, captured.entityUID)).toBe(true);
    expect(viewOnly && mayEditReceipt(luca, viewOnly.entityUID)).toBe(false);
  });
});
