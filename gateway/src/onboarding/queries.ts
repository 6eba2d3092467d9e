/** The onboarding resource's reads: a prospect's application as stored and as the wire shows it. */
import type { Selectable } from 'kysely';
import {
  applicationStepProblems,
  type ApplicationStatus,
  type ApplicationStep,
  type ApplicationStepData,
  type ProspectApplication,
  type ProspectStatus,
} from 'shared-kernel/domain';
import type { KontorExecutor } from '../db/database';
import type { ProspectApplicationsTable } from '../db/tables/onboarding';
import { forbidden, notFound, validationError } from '../http/errors';
import type { RequestContext } from '../http/context';

export type ApplicationRow = Selectable<ProspectApplicationsTable>;

/** The conditions a new prospect accepts (spec §9 agreement codes): general terms, data privacy, account terms. */
export const PROSPECT_CONDITION_CODES = ['GTC', 'DPP', 'CSTC'] as const;

/** Birthdays and ages are Swiss calendar days. */
export const zurichToday = (): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich' }).format(new Date());

/** The prospect of a pin session, or 403 (a customer's session has no application). */
export function requireProspect(ctx: RequestContext): string {
  if (!ctx.prospectUid) throw forbidden('not a prospect session');
  return ctx.prospectUid;
}

/** A prospect made before account requests existed (the seed's Paul) gets an empty draft on first use. */
export async function ensureApplication(db: KontorExecutor, prospectUid: string): Promise<void> {
  await db
    .insertInto('prospect_applications')
    .values({ prospect_uid: prospectUid, request: null })
    .onConflict((conflict) => conflict.column('prospect_uid').doNothing())
    .execute();
}

/** The application row locked for a change (one lock order: the application row only). */
export async function lockedApplication(db: KontorExecutor, prospectUid: string): Promise<ApplicationRow> {
  const row = await db
    .selectFrom('prospect_applications')
    .selectAll()
    .where('prospect_uid', '=', prospectUid)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound('application_not_found');
  return row;
}

/** Both drivers hand jsonb back parsed; an older driver setting could hand text. */
export const json = <T>(value: T | string | null): T | null =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

const iso = (value: Date | string | null): string | null => (value ? new Date(value).toISOString() : null);

/** The wire view of an application (GET /v2/my-prospect-details). */
export async function applicationView(db: KontorExecutor, prospectUid: string): Promise<ProspectApplication> {
  const row = await db
    .selectFrom('prospect_applications')
    .innerJoin('prospects', 'prospects.uid', 'prospect_applications.prospect_uid')
    .selectAll('prospect_applications')
    .select(['prospects.email', 'prospects.status as prospect_status', 'prospects.condition_codes'])
    .where('prospect_uid', '=', prospectUid)
    .executeTakeFirst();
  if (!row) throw notFound('application_not_found');
  return {
    status: row.status as ApplicationStatus,
    prospectStatus: row.prospect_status as ProspectStatus,
    emailAddress: row.email,
    request: json(row.request),
    personal: json(row.personal),
    profession: json(row.profession),
    tax: json(row.tax),
    conditionCodes: row.condition_codes,
    acceptedConditionCodes: row.accepted_condition_codes,
    submittedAt: iso(row.submitted_at),
    identifiedAt: iso(row.identified_at),
  };
}

/** The facts of the kernel's completeness rule, from a stored row. */
export function applicationFacts(row: ApplicationRow, conditionCodes: readonly string[]) {
  return {
    personal: json(row.personal),
    profession: json(row.profession),
    tax: json(row.tax),
    conditionCodes: [...conditionCodes],
    acceptedConditionCodes: row.accepted_condition_codes,
  };
}

/** 400 ValidationError with the kernel's problems of a step (spec §8: field data), or nothing. */
export function assertStep<S extends ApplicationStep>(step: S, data: ApplicationStepData[S]): void {
  const problems = applicationStepProblems(step, data, zurichToday());
  if (problems.length > 0)
    throw validationError(problems.map((problem) => ({ ...problem, message: problem.code })));
}
