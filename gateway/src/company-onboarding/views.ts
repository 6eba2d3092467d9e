/** A person's company onboardings as the screens read them (contracts/company-onboarding.ts). */
import type { PartnershipOnboarding } from 'shared-kernel/domain';
import type { KontorExecutor } from '../db/database';

/** The person's onboardings (newest first), or one of them; each with its partnership's status and roles. */
export async function onboardingsOf(
  db: KontorExecutor,
  personUid: string,
  uid?: string,
): Promise<PartnershipOnboarding[]> {
  let query = db
    .selectFrom('company_onboardings as o')
    .innerJoin('prospective_clients as c', 'c.uid', 'o.uid')
    .leftJoin('partnerships as p', 'p.uid', 'o.partnership_uid')
    .leftJoin('partnership_engagements as e', (join) =>
      join.onRef('e.partnership_uid', '=', 'o.partnership_uid').onRef('e.person_uid', '=', 'o.person_uid'),
    )
    .select([
      'o.uid',
      'o.company_uid',
      'o.seat',
      'o.partnership_uid',
      'o.plan_code',
      'o.billing_interval',
      'c.client_name',
      'c.legal_form',
      'c.status',
      'c.created_at',
      'p.status as partnership_status',
      'e.roles',
    ])
    .where('o.person_uid', '=', personUid);
  if (uid) query = query.where('o.uid', '=', uid);
  const rows = await query.orderBy('c.created_at', 'desc').execute();
  return rows.map((row) => ({
    uid: row.uid,
    companyUid: row.company_uid,
    clientName: row.client_name,
    legalForm: row.legal_form,
    seat: row.seat,
    status: row.status,
    partnershipUid: row.partnership_uid,
    partnershipStatus: row.partnership_status,
    roles: row.roles ?? [],
    planCode: row.plan_code,
    billingInterval: row.billing_interval,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}
