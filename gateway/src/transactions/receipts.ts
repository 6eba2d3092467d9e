/** The receipt of a booking (spec §5 receipt: note, tags, mentions, up to 5 attached files, category). */
import { sql } from 'kysely';
import type { KontorExecutor } from '../db/database';
import { publishEvent } from '../events/publish';
import { requirePerson } from '../http/access';
import { forbidden } from '../http/errors';
import { defineRoute } from '../http/route';
import {
  idPathParams,
  receiptChangeSchema,
  receiptSchema,
  type IdPathParams,
  type Receipt,
  type ReceiptChange,
} from 'shared-kernel/domain';
import { loadTransactionInContext } from './access';
import { cashAccountSubject } from '../accounts/audience';

async function receiptView(db: KontorExecutor, transactionUid: string): Promise<Receipt> {
  const { category } = await db
    .selectFrom('transactions')
    .select('category')
    .where('uid', '=', transactionUid)
    .executeTakeFirstOrThrow();
  const receipt = await db
    .selectFrom('transaction_receipts')
    .selectAll()
    .where('transaction_uid', '=', transactionUid)
    .executeTakeFirst();
  const fileUids = receipt?.attached_file_uids ?? [];
  const files = fileUids.length
    ? await db
        .selectFrom('file_resources')
        .select(['uid', 'bucket_file_name', 'display_name', 'mime_type', 'file_size'])
        .where('uid', 'in', fileUids)
        .execute()
    : [];
  return {
    transactionUid,
    category,
    noteText: receipt?.note_text ?? null,
    tags: receipt?.tags ?? [],
    mentions: receipt?.mentions ?? [],
    attachedFiles: files.map((file) => ({
      resourceUid: file.uid,
      bucketFileName: file.bucket_file_name,
      displayName: file.display_name,
      mime: file.mime_type,
      fileSize: file.file_size,
    })),
  };
}

export const receiptRoutes = [
  defineRoute<{ Params: IdPathParams }>({
    method: 'GET',
    url: '/api/v2/transactions/:id/receipt',
    family: 'transactions.read',
    auth: 'strong',
    schema: { params: idPathParams, response: { 200: receiptSchema } },
    handler: async (request) => {
      const { transaction } = await loadTransactionInContext(
        request.server.db,
        request.ctx,
        request.params.id,
        'view',
      );
      return receiptView(request.server.db, transaction.uid);
    },
  }),
  defineRoute<{ Params: IdPathParams; Body: ReceiptChange }>({
    method: 'PATCH',
    url: '/api/v2/transactions/:id/receipt',
    family: 'transactions.write',
    auth: 'strong',
    schema: {
      params: idPathParams,
      body: receiptChangeSchema,
      response: { 200: receiptSchema },
    },
    handler: async (request) => {
      const db = request.server.db;
      const personUid = requirePerson(request.ctx);
      const { transaction, account } = await loadTransactionInContext(
        db,
        request.ctx,
        request.params.id,
        'capture',
      );
      const body = request.body;
      await db.transaction().execute(async (trx) => {
        // One edit of a booking's receipt at a time: the merge below reads what the last edit wrote (issue 10).
        await trx
          .selectFrom('transactions')
          .select('uid')
          .where('uid', '=', transaction.uid)
          .forUpdate()
          .execute();
        if (body.attachedFileUids?.length) {
          // Only files uploaded for this transaction can be attached (max 5, spec §5).
          const owned = await trx
            .selectFrom('file_resources')
            .select('uid')
            .where('uid', 'in', body.attachedFileUids)
            .where('owner_uid', '=', transaction.uid)
            .execute();
          if (owned.length !== new Set(body.attachedFileUids).size)
            throw forbidden('a file does not belong to this transaction');
        }
        if (body.category)
          await trx
            .updateTable('transactions')
            .set({ category: body.category })
            .where('uid', '=', transaction.uid)
            .execute();
        const existing = await trx
          .selectFrom('transaction_receipts')
          .selectAll()
          .where('transaction_uid', '=', transaction.uid)
          .executeTakeFirst();
        const next = {
          note_text: body.noteText !== undefined ? body.noteText : (existing?.note_text ?? null),
          tags: body.tags ?? existing?.tags ?? [],
          mentions: body.mentions ?? existing?.mentions ?? [],
          attached_file_uids: body.attachedFileUids ?? existing?.attached_file_uids ?? [],
        };
        await trx
          .insertInto('transaction_receipts')
          .values({ transaction_uid: transaction.uid, ...next })
          .onConflict((oc) =>
            oc.column('transaction_uid').doUpdateSet({ ...next, updated_at: sql<Date>`now()` }),
          )
          .execute();
        await publishEvent(trx, {
          type: 'transactionReceipt',
          guid: transaction.uid,
          message: {
            trxUid: transaction.uid,
            cashAccountUid: account.uid,
            ownerUid: account.owner_uid,
            uid: transaction.uid,
          },
          audience:
            account.owner_type === 'person'
              ? { personUids: [personUid] }
              : { subject: cashAccountSubject(account.uid) },
        });
      });
      return receiptView(db, transaction.uid);
    },
  }),
];
