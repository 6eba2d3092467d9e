/** File resources (spec §7 "Files", §5 attachments): at most 5 per owner object, pdf/png/jpg/jpeg/csv, base64 cap → 413. */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { defineRoute } from '../http/route';
import { create as contentDisposition } from 'content-disposition';
import { badRequest, forbidden, notFound, payloadTooLarge, validationError } from '../http/errors';
import type { KontorExecutor } from '../db/database';
import type { EntitlementAction, RequestContext } from '../http/context';
import { loadAccountInContext } from '../accounts/access';
import { requirePerson } from '../http/access';
import { noContent } from '../http/schemas';
import {
  acceptedFileTypes,
  FILE_FORMATS,
  fileRenameSchema,
  fileResourceSchema,
  fileUploadSchema,
  isAcceptedUpload,
  rawFileParams,
  uidPathParams,
  type FileOwnerKind,
  type FileRename,
  type FileResource,
  type FileUpload,
  type UidPathParams,
} from 'shared-kernel/domain';
import { contentIsOfType } from './content';

export const MAX_FILES_PER_OWNER = 5;
export const MAX_BASE64_CHARS = 5_222_428;
/**
 * The owner object of a file: the caller, or a transaction (its receipt) / payment order on an account of the
 * current context. Answers what the file is for, which decides the types it may have.
 */
async function requireOwnerAccess(
  db: KontorExecutor,
  ctx: RequestContext,
  ownerUid: string,
  action: EntitlementAction,
): Promise<FileOwnerKind> {
  const personUid = requirePerson(ctx);
  if (ownerUid === personUid) return 'own';
  const transaction = await db
    .selectFrom('transactions')
    .select('cash_account_uid')
    .where('uid', '=', ownerUid)
    .executeTakeFirst();
  if (transaction) {
    await loadAccountInContext(db, ctx, transaction.cash_account_uid, action);
    return 'receipt';
  }
  const order = await db
    .selectFrom('payment_orders')
    .select('cash_account_uid')
    .where('uid', '=', ownerUid)
    .executeTakeFirst();
  if (order) {
    await loadAccountInContext(db, ctx, order.cash_account_uid, action);
    return 'paymentOrder';
  }
  throw forbidden('unknown owner object');
}

/** Spec §8 coded error naming the formats the owner takes: "allowed: pdf, png, jpg, jpeg". */
const unsupportedFileType = (owner: FileOwnerKind) =>
  badRequest(
    'unsupported_file_type',
    `allowed: ${acceptedFileTypes(owner)
      .flatMap((mime) => FILE_FORMATS[mime]?.extensions ?? [])
      .map((extension) => extension.slice(1))
      .join(', ')}`,
  );

async function loadFile(
  db: KontorExecutor,
  ctx: RequestContext,
  where: { uid?: string; bucket?: string },
  action: EntitlementAction,
) {
  let query = db.selectFrom('file_resources').selectAll();
  query = where.uid
    ? query.where('uid', '=', where.uid)
    : query.where('bucket_file_name', '=', where.bucket ?? '');
  const file = await query.executeTakeFirst();
  if (!file) throw notFound('file_not_found');
  await requireOwnerAccess(db, ctx, file.owner_uid, action);
  return file;
}

const fileView = (file: {
  uid: string;
  bucket_file_name: string;
  display_name: string;
  file_size: number;
  mime_type: string;
  owner_uid: string;
}): FileResource => ({
  uid: file.uid,
  resourceUid: file.uid,
  bucketUid: file.bucket_file_name,
  bucketFileName: file.bucket_file_name,
  displayName: file.display_name,
  fileSize: file.file_size,
  mimeType: file.mime_type,
  ownerUid: file.owner_uid,
});

const extensionOf = (name: string) =>
  name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '';

export const fileResourceRoutes = [
  defineRoute<{ Body: FileUpload }>({
    method: 'POST',
    url: '/api/v2/file-resources',
    family: 'files.write',
    auth: 'strong',
    bodyLimit: 6 * 1024 * 1024,
    schema: {
      body: fileUploadSchema,
      response: { 201: fileResourceSchema },
    },
    handler: async (request, reply) => {
      const db = request.server.db;
      const personUid = requirePerson(request.ctx);
      const { content, displayName, mimeType, ownerUid } = request.body;
      if (content.length > MAX_BASE64_CHARS) throw payloadTooLarge();
      const upload = { name: displayName, mime: mimeType };
      // Any type no owner takes is refused before the owner is looked up; a receipt's or payment order's
      // types (spec §5 attachments: no csv) once it is known, with the rule the front end's uploader uses.
      if (!isAcceptedUpload(upload, 'own')) throw unsupportedFileType('own');
      if (!/^[A-Za-z0-9+/]+={0,2}$/.test(content))
        throw badRequest('invalid_base64', 'content must be base64');
      const owner = await requireOwnerAccess(db, request.ctx, ownerUid, 'capture');
      if (!isAcceptedUpload(upload, owner)) throw unsupportedFileType(owner);
      const bytes = Buffer.from(content, 'base64');
      if (!(await contentIsOfType(bytes, mimeType.toLowerCase())))
        throw validationError([
          { field: 'content', code: 'content_type_mismatch', message: `the content is not ${mimeType}` },
        ]);
      const file = await db.transaction().execute(async (trx) => {
        // Serialise uploads per owner so two parallel uploads cannot both be the fifth, even the first ones
        // (a row lock on the owner's files locks nothing while there are none).
        await sql`select pg_advisory_xact_lock(hashtext(${`file-owner:${ownerUid}`}))`.execute(trx);
        const count = await trx
          .selectFrom('file_resources')
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .where('owner_uid', '=', ownerUid)
          .executeTakeFirstOrThrow();
        if (Number(count.count) >= MAX_FILES_PER_OWNER)
          throw badRequest('max_file_reached', `at most ${MAX_FILES_PER_OWNER} files`, {
            max: MAX_FILES_PER_OWNER,
            remaining: 0,
          });
        const uid = randomUUID();
        return trx
          .insertInto('file_resources')
          .values({
            uid,
            bucket_file_name: `${randomUUID()}.${extensionOf(displayName)}`,
            owner_uid: ownerUid,
            uploaded_by: personUid,
            display_name: displayName,
            mime_type: mimeType.toLowerCase(),
            file_size: bytes.length,
            content: bytes,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
      });
      return reply.code(201).send(fileView(file));
    },
  }),
  defineRoute<{ Params: UidPathParams }>({
    method: 'GET',
    url: '/api/v2/file-resources/:uid',
    family: 'files.read',
    auth: 'strong',
    schema: { params: uidPathParams, response: { 200: fileResourceSchema } },
    handler: async (request) =>
      fileView(await loadFile(request.server.db, request.ctx, { uid: request.params.uid }, 'view')),
  }),
  defineRoute<{ Params: UidPathParams; Body: FileRename }>({
    method: 'PATCH',
    url: '/api/v2/file-resources/:uid',
    family: 'files.write',
    auth: 'strong',
    schema: {
      params: uidPathParams,
      body: fileRenameSchema,
      response: { 200: fileResourceSchema },
    },
    handler: async (request) => {
      const db = request.server.db;
      const file = await loadFile(db, request.ctx, { uid: request.params.uid }, 'capture');
      // A rename keeps the extension (spec §5).
      const extension = extensionOf(file.display_name);
      const base = request.body.fileName.replace(/\.[A-Za-z0-9]+$/, '');
      const updated = await db
        .updateTable('file_resources')
        .set({ display_name: extension ? `${base}.${extension}` : base })
        .where('uid', '=', file.uid)
        .returningAll()
        .executeTakeFirstOrThrow();
      return fileView(updated);
    },
  }),
  defineRoute<{ Params: UidPathParams }>({
    method: 'DELETE',
    url: '/api/v2/file-resources/:uid',
    family: 'files.write',
    auth: 'strong',
    schema: { params: uidPathParams, response: { 204: noContent } },
    handler: async (request, reply) => {
      const db = request.server.db;
      const file = await loadFile(db, request.ctx, { uid: request.params.uid }, 'capture');
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('file_resources').where('uid', '=', file.uid).execute();
        // Detached in one statement: two files deleted at once both leave the receipt (issue 10).
        await trx
          .updateTable('transaction_receipts')
          .set({ attached_file_uids: sql<string[]>`array_remove(attached_file_uids, ${file.uid})` })
          .where('transaction_uid', '=', file.owner_uid)
          .execute();
      });
      return reply.code(204).send();
    },
  }),
  defineRoute<{ Params: { bucketFile: string } }>({
    method: 'GET',
    url: '/api/files/:bucketFile/raw',
    family: 'files.read',
    auth: 'strong',
    raw: true,
    produces: 'application/octet-stream',
    schema: { params: rawFileParams },
    handler: async (request, reply) => {
      const file = await loadFile(
        request.server.db,
        request.ctx,
        { bucket: request.params.bucketFile },
        'view',
      );
      // Always a download under its name (quoted safely, RFC 6266), never rendered by the browser.
      return reply
        .header('content-type', file.mime_type)
        .header('content-disposition', contentDisposition(file.display_name))
        .header('x-content-type-options', 'nosniff')
        .send(file.content);
    },
  }),
];
