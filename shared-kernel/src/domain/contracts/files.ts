/**
 * The files resource's contract, once (issue 27 item 1): a file resource (spec §3 "File resource", §7
 * "Files": a receipt's or a payment order's attachment, at most 5 per owner) and the upload and rename
 * requests. The gateway declares them as its routes' schemas; remote-accounts and remote-payments read the types.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { closed, integer, text, uuid } from './pieces';

/** A file name as shown and downloaded: no control characters (a line break could split a header). */
const fileName = {
  type: 'string',
  minLength: 1,
  maxLength: 200,
  pattern: '^[^\\u0000-\\u001f\\u007f]+$',
} as const;

/** POST/GET/PATCH /v2/file-resources(/{uid}). */
export const fileResourceSchema = closed({
  uid: text,
  /** The uid again (spec §3 `resourceUid`). */
  resourceUid: text,
  /** The stored file's name (GET /files/{bucketFileName}/raw), also as `bucketUid`. */
  bucketUid: text,
  bucketFileName: text,
  displayName: text,
  /** Bytes. */
  fileSize: integer,
  mimeType: text,
  /** The person, transaction (receipt) or payment order the file belongs to. */
  ownerUid: text,
});

/** POST /v2/file-resources: the content base64-encoded, for an owner object the caller may capture on. */
export const fileUploadSchema = closed({
  content: { type: 'string', minLength: 1 },
  displayName: fileName,
  mimeType: { type: 'string', maxLength: 100 },
  ownerUid: uuid,
});

/** PATCH /v2/file-resources/{uid}: a new name (the extension stays). */
export const fileRenameSchema = closed({ fileName });

/** GET /files/{bucketFile}/raw: the stored file's name. */
export const rawFileParams = closed({
  bucketFile: { type: 'string', pattern: '^[0-9a-f-]{36}\\.[a-z]{3,4}$' },
});

export type FileResource = FromSchema<typeof fileResourceSchema>;
export type FileUpload = FromSchema<typeof fileUploadSchema>;
export type FileRename = FromSchema<typeof fileRenameSchema>;
