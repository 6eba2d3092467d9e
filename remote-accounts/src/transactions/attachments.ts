import { MAX_ATTACHMENTS, type SessionSnapshot } from 'shared-kernel/domain';
import type { UploaderFile } from 'shared-kernel/ui';
import type { ReceiptFile } from './types';

/** Spec §5: receipts take pdf, png, jpg and jpeg (mime patterns and extensions for the file chooser). */
export const RECEIPT_ACCEPT = 'application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg';

/** Files the receipt already has, as the kernel's uploader shows them. */
export const toUploaderFiles = (files: ReceiptFile[]): UploaderFile[] =>
  files.map((file) => ({
    key: file.resourceUid,
    name: file.displayName,
    type: file.mime,
    size: file.fileSize,
    status: 'done',
    progress: 1,
    reference: file.resourceUid,
  }));

/** The file uids the receipt should list after adding one: no repeats, never more than 5 (spec §9). */
export function withAttachment(current: string[], added: string): string[] {
  if (current.includes(added)) return current;
  if (current.length >= MAX_ATTACHMENTS) throw new Error('at most 5 attachments');
  return [...current, added];
}

/** In private context the owner acts; elsewhere capture on the account is needed (spec §4, §6). */
export function mayEditReceipt(session: SessionSnapshot, cashAccountUid: string): boolean {
  if (session.currentContext?.type === 'private') return true;
  return session.entitlements.some(
    (entitlement) =>
      entitlement.entityType === 'CashAccount' &&
      entitlement.entityUID === cashAccountUid &&
      entitlement.action === 'capture',
  );
}
