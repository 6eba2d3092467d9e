/**
 * The partnership's compliance declarations (spec §2 ComplianceDeclaration, §4 declaration statuses; issue 32):
 * who controls the partnership (Form K) or owns its assets (Form A), as Swiss banks ask under the due-diligence
 * agreement. Readers as the menu item's rule (complianceDeclarationsVisible), signatories submit
 * (complianceDeclarationAllowed), at most one open declaration at a time (a unique index decides a race), and the
 * bank's certification steps are a sandbox operator tool (declarationStepAllowed, a conditional update).
 */
import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import {
  complianceDeclarationAllowed,
  complianceDeclarationBodySchema,
  complianceDeclarationSchema,
  complianceDeclarationsSchema,
  complianceDeclarationsVisible,
  declarationStatusBodySchema,
  declarationStepAllowed,
  isDeclarationShown,
  uidPathParams,
  type ComplianceDeclaration,
  type ComplianceDeclarationBody,
  type DeclarationStatus,
  type DeclarationStatusBody,
  type UidPathParams,
} from 'shared-kernel/domain';
import type { KontorExecutor } from '../db/database';
import { isUniqueViolation } from '../db/errors';
import type { ComplianceDeclarationsTable } from '../db/tables/partnership-admin';
import { publishEvent } from '../events/publish';
import { requirePerson } from '../http/access';
import { conflict, forbidden, notFound } from '../http/errors';
import { defineRoute } from '../http/route';
import { operatorOnly } from '../sandbox/operator';
import { requireEngagement } from './engagement';

async function declarationViews(
  db: KontorExecutor,
  rows: Selectable<ComplianceDeclarationsTable>[],
): Promise<ComplianceDeclaration[]> {
  const submitters = [...new Set(rows.map((row) => row.submitted_by))];
  const names = new Map(
    submitters.length === 0
      ? []
      : (
          await db
            .selectFrom('natural_persons')
            .select(['uid', 'name', 'family_name'])
            .where('uid', 'in', submitters)
            .execute()
        ).map((person) => [person.uid, `${person.name} ${person.family_name}`]),
  );
  return rows.map((row) => ({
    uid: row.uid,
    partnershipUid: row.partnership_uid,
    status: row.status as DeclarationStatus,
    form: row.form as ComplianceDeclaration['form'],
    controllingPersons: row.controlling_persons,
    submittedBy: { personUid: row.submitted_by, name: names.get(row.submitted_by) ?? '' },
    submittedAt: row.submitted_at.toISOString(),
    statusChangedAt: row.status_changed_at.toISOString(),
  }));
}

async function partnershipFacts(db: KontorExecutor, partnershipUid: string, roles: string[]) {
  const partnership = await db
    .selectFrom('partnerships')
    .select(['status', 'legal_form'])
    .where('uid', '=', partnershipUid)
    .executeTakeFirst();
  if (!partnership) throw notFound('partnership_not_found');
  return { roles, partnershipStatus: partnership.status, legalForm: partnership.legal_form };
}

/** Declarations change what signatories see on the screen: every member's session is told. */
const announce = (trx: KontorExecutor, partnershipUid: string, declarationUid: string, status: string) =>
  publishEvent(trx, {
    type: 'agentInPartnership',
    guid: declarationUid,
    message: {
      partnershipUid,
      rootEntityTypeName: 'ComplianceDeclaration',
      rootEntityUid: declarationUid,
      status,
    },
    audience: { partnershipUid },
  });

export const complianceRoutes = [
  defineRoute<{ Params: UidPathParams }>({
    method: 'GET',
    url: '/api/v2/partnerships/:uid/compliance-declarations',
    family: 'compliance.read',
    auth: 'strong',
    schema: {
      summary: "The partnership's compliance declarations, newest first (cancelled ones hidden, spec §4)",
      params: uidPathParams,
      response: { 200: complianceDeclarationsSchema },
    },
    handler: async (request) => {
      const db = request.server.db;
      const roles = await requireEngagement(db, request.ctx, request.params.uid);
      if (!complianceDeclarationsVisible(await partnershipFacts(db, request.params.uid, roles)))
        throw forbidden('the partnership has no compliance declarations to show yet');
      const rows = await db
        .selectFrom('compliance_declarations')
        .selectAll()
        .where('partnership_uid', '=', request.params.uid)
        .orderBy('submitted_at', 'desc')
        .orderBy('uid')
        .execute();
      return declarationViews(
        db,
        rows.filter((row) => isDeclarationShown(row.status)),
      );
    },
  }),
  defineRoute<{ Params: UidPathParams; Body: ComplianceDeclarationBody }>({
    method: 'POST',
    url: '/api/v2/partnerships/:uid/compliance-declarations',
    family: 'compliance.write',
    auth: 'strong',
    schema: {
      summary:
        'A signatory submits a compliance declaration (Form K or A); 409 declaration_in_progress while another is open',
      params: uidPathParams,
      body: complianceDeclarationBodySchema,
      response: { 201: complianceDeclarationSchema },
    },
    handler: async (request, reply) => {
      const db = request.server.db;
      const personUid = requirePerson(request.ctx);
      const partnershipUid = request.params.uid;
      const roles = await requireEngagement(db, request.ctx, partnershipUid);
      if (!complianceDeclarationAllowed(await partnershipFacts(db, partnershipUid, roles)))
        throw forbidden('only signatories declare for the partnership');
      try {
        const row = await db.transaction().execute(async (trx) => {
          const inserted = await trx
            .insertInto('compliance_declarations')
            .values({
              uid: randomUUID(),
              partnership_uid: partnershipUid,
              status: 'new',
              form: request.body.form,
              controlling_persons: JSON.stringify(request.body.controllingPersons),
              submitted_by: personUid,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
          await announce(trx, partnershipUid, inserted.uid, 'new');
          return inserted;
        });
        reply.code(201);
        return (await declarationViews(db, [row]))[0];
      } catch (error) {
        if (isUniqueViolation(error))
          throw conflict('declaration_in_progress', 'a declaration is still being certified');
        throw error;
      }
    },
  }),
];

/** The bank's certification steps (operator only): a conditional update from the status read, as the kernel allows. */
export const sandboxComplianceRoutes = [
  defineRoute<{ Params: UidPathParams; Body: DeclarationStatusBody }>({
    method: 'POST',
    url: '/api/sandbox/compliance-declarations/:uid/status',
    family: 'sandbox',
    auth: 'none',
    apiKey: false,
    callerGuard: operatorOnly,
    schema: {
      summary:
        "The bank moves a compliance declaration's status (spec §4; 409 declaration_step_refused, 404 declaration_not_found)",
      params: uidPathParams,
      body: declarationStatusBodySchema,
      response: { 200: complianceDeclarationSchema },
    },
    handler: async (request) => {
      const db = request.server.db;
      const target = request.body.status;
      const row = await db.transaction().execute(async (trx) => {
        const current = await trx
          .selectFrom('compliance_declarations')
          .select(['status', 'partnership_uid'])
          .where('uid', '=', request.params.uid)
          .executeTakeFirst();
        if (!current) throw notFound('declaration_not_found');
        if (!declarationStepAllowed(current.status as DeclarationStatus, target))
          throw conflict(
            'declaration_step_refused',
            `a ${current.status} declaration cannot become ${target}`,
          );
        const moved = await trx
          .updateTable('compliance_declarations')
          .set({ status: target, status_changed_at: new Date() })
          .where('uid', '=', request.params.uid)
          .where('status', '=', current.status)
          .returningAll()
          .executeTakeFirst();
        if (!moved) throw conflict('declaration_step_refused', 'the declaration changed meanwhile');
        await announce(trx, moved.partnership_uid, moved.uid, target);
        return moved;
      });
      return (await declarationViews(db, [row]))[0];
    },
  }),
];
