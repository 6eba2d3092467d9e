import {
  ATTACHMENT_TYPES,
  MAX_ATTACHMENTS,
  mayActOnAccount,
  type SessionSnapshot,
} from 'shared-kernel/domain';
import { acceptList, type UploaderFile } from 'shared-kernel/widgets';
import type { ReceiptFile } from './types';

/** Spec §5: receipts take pdf, png, jpg and jpeg; the uploader's chooser, check and hint all read this list. */
export const RECEIPT_ACCEPT = acceptList(ATTACHMENT_TYPES);

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

/**
 * Spec §4, §6: a receipt is edited with capture on its account of the context (the kernel's account right: the
 * private owner, else a capture entitlement covering the account), as the gateway's receipt PATCH decides.
 */
export function mayEditReceipt(session: SessionSnapshot, cashAccountUid: string): boolean {
  const account = session.cashAccounts.find((candidate) => candidate.uid === cashAccountUid);
  return account !== undefined && mayActOnAccount(session, account, 'capture');
}
