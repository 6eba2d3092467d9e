/** The authorization matrix's table (a data table): the answer of each route family, and of the routes that differ, per caller. */
import { mayManageTeamRights, openDeputyChangeRefusal } from 'shared-kernel/domain';

export type Outcome = 'allowed' | 'forbidden' | 'unauthenticated';
export type Caller = 'anonymous' | 'anna' | 'luca' | 'rita' | 'claire';

/**
 * Persona × route family in the Bäckerei Meier GmbH context (x-partnership-uid), PERSONAS.md:
 * Anna partner+delegate+deputy, Luca delegate with limited rights, Rita registered only, Claire not engaged.
 * Path parameters are real entities: account and transaction paths name the Lohnkonto (Luca: view only, so he
 * cannot write there; Rita: no right), approvals a pending payment order (only signatories approve).
 * `allowed` = past authorization (any status but 401/403). Private-context routes are checked in the
 * caller's own context instead (every signed-in person may use their own). A family without a row fails.
 */
/** The personas' roles in Bäckerei Meier GmbH (PERSONAS.md); Claire is not engaged there. */
const BAECKEREI_ROLES: Record<'anna' | 'luca' | 'rita', string[]> = {
  anna: ['partner', 'delegate', 'deputy'],
  luca: ['delegate'],
  rita: [],
};
const teamRights = (caller: 'anna' | 'luca' | 'rita'): Outcome =>
  mayManageTeamRights(BAECKEREI_ROLES[caller]) ? 'allowed' : 'forbidden';
/** Issue 32: invitations and account rights are the signatories' and admins' (the kernel's mayManageTeamRights). */
const TEAM_RIGHTS_ROW: Record<Caller, Outcome> = {
  anonymous: 'unauthenticated',
  anna: teamRights('anna'),
  luca: teamRights('luca'),
  rita: teamRights('rita'),
  claire: 'forbidden',
};

export const MATRIX: Record<string, Record<Caller, Outcome>> = {
  'team.rights.read': TEAM_RIGHTS_ROW,
  'team.rights.write': TEAM_RIGHTS_ROW,
  // The invitee's link (logged out): the token is the credential; a placeholder token is a 400/404.
  'team.invitation': {
    anonymous: 'allowed',
    anna: 'allowed',
    luca: 'allowed',
    rita: 'allowed',
    claire: 'allowed',
  },
  platform: { anonymous: 'allowed', anna: 'allowed', luca: 'allowed', rita: 'allowed', claire: 'allowed' },
  auth: { anonymous: 'allowed', anna: 'allowed', luca: 'allowed', rita: 'allowed', claire: 'allowed' },
  // POST /api/v3/reads needs a signed-in session of its own (each read is then guarded by its own route, as the
  // reads test shows); in a partnership it is refused to a person not engaged there, like any call.
  reads: {
    anonymous: 'unauthenticated',
    anna: 'allowed',
    luca: 'allowed',
    rita: 'allowed',
    claire: 'forbidden',
  },
  // The money routes (payments, beneficiaries, approvals, the sandbox tools) are not rows here: their answers
  // are derived from the kernel's rules per persona context in money-matrix.test.ts (issue 26).
  events: {
    anonymous: 'unauthenticated',
    anna: 'allowed',
    luca: 'allowed',
    rita: 'allowed',
    claire: 'forbidden',
  },
  'reference.read': {
    anonymous: 'allowed',
    anna: 'allowed',
    luca: 'allowed',
    rita: 'allowed',
    claire: 'allowed',
  },
  'user.read': {
    anonymous: 'unauthenticated',
    anna: 'allowed',
    luca: 'allowed',
    rita: 'allowed',
    claire: 'forbidden',
  },
  'user.write': {
    anonymous: 'unauthenticated',
    anna: 'allowed',
    luca: 'allowed',
    rita: 'allowed',
    claire: 'forbidden',
  },
  'partnership.read': {
    anonymous: 'unauthenticated',
    anna: 'allowed',
    luca: 'allowed',
    rita: 'allowed',
    claire: 'forbidden',
  },
  'accounts.read': {
    anonymous: 'unauthenticated',
    anna: 'allowed',
    luca: 'allowed',
    rita: 'allowed',
    claire: 'forbidden',
  },
  'accounts.write': {
    anonymous: 'unauthenticated',
    anna: 'allowed',
    luca: 'allowed',
    rita: 'allowed',
    claire: 'forbidden',
  },
  'transactions.read': {
    anonymous: 'unauthenticated',
    anna: 'allowed',
    luca: 'allowed',
    rita: 'allowed',
    claire: 'forbidden',
  },
  'transactions.write': {
    anonymous: 'unauthenticated',
    anna: 'allowed',
    luca: 'forbidden',
    rita: 'forbidden',
    claire: 'forbidden',
  },
  'agent.read': {
    anonymous: 'unauthenticated',
    anna: 'allowed',
    luca: 'allowed',
    rita: 'allowed',
    claire: 'forbidden',
  },
  // Scan payment (qr-scan/): notify where the kernel's paymentCreationAllowed holds on an account of the context
  // (Luca captures on the Betriebskonto; Rita is registered only); the phone's routes are the token's alone.
  'scan.notify': {
    anonymous: 'unauthenticated',
    anna: 'allowed',
    luca: 'allowed',
    rita: 'forbidden',
    claire: 'forbidden',
  },
  'scan.phone': {
    anonymous: 'allowed',
    anna: 'allowed',
    luca: 'allowed',
    rita: 'allowed',
    claire: 'allowed',
  },
  'agent.write': {
    anonymous: 'unauthenticated',
    anna: 'allowed',
    luca: 'allowed',
    rita: 'allowed',
    claire: 'forbidden',
  },
  // The cards' per-card and per-program answers are derived from the kernel's card rules per persona context in
  // cards-matrix.test.ts; here the family's guard in the bakery's context (a placeholder card is a 400).
  'cards.read': {
    anonymous: 'unauthenticated',
    anna: 'allowed',
    luca: 'allowed',
    rita: 'allowed',
    claire: 'forbidden',
  },
  'cards.write': {
    anonymous: 'unauthenticated',
    anna: 'allowed',
    luca: 'allowed',
    rita: 'allowed',
    claire: 'forbidden',
  },
  // eBill (issue 31): the private base is every signed-in person's own (checked in their own context); the
  // business base reads with a right on an account of the partnership and manages as a delegate with capture
  // (the kernel's ebillReadAllowed / ebillManageAllowed): Rita (registered) and Claire (not engaged) are refused.
  'ebill.read': {
    anonymous: 'unauthenticated',
    anna: 'allowed',
    luca: 'allowed',
    rita: 'allowed',
    claire: 'allowed',
  },
  'ebill.write': {
    anonymous: 'unauthenticated',
    anna: 'allowed',
    luca: 'allowed',
    rita: 'allowed',
    claire: 'allowed',
  },
  'ebill-business.read': {
    anonymous: 'unauthenticated',
    anna: 'allowed',
    luca: 'allowed',
    rita: 'forbidden',
    claire: 'forbidden',
  },
  'ebill-business.write': {
    anonymous: 'unauthenticated',
    anna: 'allowed',
    luca: 'allowed',
    rita: 'forbidden',
    claire: 'forbidden',
  },
  // Company onboarding (issue 33, company-onboarding/): private-context routes, every signed-in person's own
  // onboardings (checked in their own context, as all private routes).
  'onboarding.read': {
    anonymous: 'unauthenticated',
    anna: 'allowed',
    luca: 'allowed',
    rita: 'allowed',
    claire: 'allowed',
  },
  'onboarding.write': {
    anonymous: 'unauthenticated',
    anna: 'allowed',
    luca: 'allowed',
    rita: 'allowed',
    claire: 'allowed',
  },
  // Registrations (issue 33): private context, and only for persons with partnership declarations; the test
  // derives each persona's answer from the kernel's mayRegisterPartnership on the seeded declarations.
  'registrations.read': {
    anonymous: 'unauthenticated',
    anna: 'allowed',
    luca: 'allowed',
    rita: 'allowed',
    claire: 'allowed',
  },
  'registrations.write': {
    anonymous: 'unauthenticated',
    anna: 'allowed',
    luca: 'allowed',
    rita: 'allowed',
    claire: 'allowed',
  },
  // Partnership administration (issue 32): the placeholder bodies fail the schema (400) before the kernel's rules
  // are asked (who may update, declare, change the plan: src/partnerships/partnership-admin.test.ts with valid
  // bodies); Claire is not engaged in the bakery.
  'partnership.update': {
    anonymous: 'unauthenticated',
    anna: 'allowed',
    luca: 'allowed',
    rita: 'allowed',
    claire: 'forbidden',
  },
  'compliance.read': {
    anonymous: 'unauthenticated',
    anna: 'allowed',
    luca: 'allowed',
    rita: 'allowed',
    claire: 'forbidden',
  },
  'compliance.write': {
    anonymous: 'unauthenticated',
    anna: 'allowed',
    luca: 'allowed',
    rita: 'allowed',
    claire: 'forbidden',
  },
  'subscription.write': {
    anonymous: 'unauthenticated',
    anna: 'allowed',
    luca: 'allowed',
    rita: 'allowed',
    claire: 'forbidden',
  },
  'files.read': {
    anonymous: 'unauthenticated',
    anna: 'allowed',
    luca: 'allowed',
    rita: 'allowed',
    claire: 'forbidden',
  },
  'files.write': {
    anonymous: 'unauthenticated',
    anna: 'allowed',
    luca: 'allowed',
    rita: 'allowed',
    claire: 'forbidden',
  },
  // Team space (issue 32): reading the deputy change like the members list (every member); managing admins,
  // removing members and deciding access by partners or deputies only (the kernel's isSignatoryOrAdmin).
  'team.read': {
    anonymous: 'unauthenticated',
    anna: 'allowed',
    luca: 'allowed',
    rita: 'allowed',
    claire: 'forbidden',
  },
  'team.write': {
    anonymous: 'unauthenticated',
    anna: 'allowed',
    luca: 'forbidden',
    rita: 'forbidden',
    claire: 'forbidden',
  },
  'exports.read': {
    anonymous: 'unauthenticated',
    anna: 'allowed',
    luca: 'allowed',
    rita: 'allowed',
    claire: 'forbidden',
  },
  // Onboarding (issue 33): the account request is open to anyone (auth none); the application's routes are the
  // prospect's pin session's alone (private context: see ROUTE_EXCEPTIONS for the customers' refusals).
  'onboarding.request': {
    anonymous: 'allowed',
    anna: 'allowed',
    luca: 'allowed',
    rita: 'allowed',
    claire: 'allowed',
  },
  'onboarding.application': {
    anonymous: 'unauthenticated',
    anna: 'forbidden',
    luca: 'forbidden',
    rita: 'forbidden',
    claire: 'forbidden',
  },
  'exports.write': {
    anonymous: 'unauthenticated',
    anna: 'allowed',
    luca: 'allowed',
    rita: 'allowed',
    claire: 'forbidden',
  },
};

/**
 * Routes whose answer differs from their family's row (each with its reason). Path parameters are real
 * entities (see `concreteUrl`), so `allowed` means the entity-level decision let the caller through.
 */
export const ROUTE_EXCEPTIONS: Record<string, Partial<Record<Caller, Outcome>>> = {
  // Step-up and refresh need a session; with a foreign partnership header the guard refuses first.
  'POST /api/v3/auth/strong': { anonymous: 'unauthenticated', claire: 'forbidden' },
  'POST /api/v3/auth/refresh': { anonymous: 'unauthenticated', claire: 'forbidden' },
  // Reference data about a transaction needs a session (family reference.read, but auth strong).
  'GET /api/v2/transactions/:id/customize': { anonymous: 'unauthenticated', claire: 'forbidden' },
  // Rita is registered only (spec §6: no capture, no account rights): a concrete Bäckerei account is refused,
  // while the account lists answer (filtered to what she may see).
  // Account paths name the Lohnkonto (Luca: view only; PERSONAS.md), so Luca is allowed to read it.
  'GET /api/v2/accounts/:id/stats': { rita: 'forbidden' },
  'GET /api/cash-accounts/:id/open-payments-stats': { rita: 'forbidden' },
  'GET /api/v2/cash-accounts/:id/transactions': { rita: 'forbidden' },
  'GET /api/v2/transactions/:id/receipt': { rita: 'forbidden' },
  'GET /api/v2/transactions/:id': { rita: 'forbidden' },
  'GET /api/v2/file-resources/:uid': { rita: 'forbidden' },
  // Prospect data belongs to a prospect's pin session; customer sessions are refused (spec §4).
  'GET /api/v2/auth/prospects': {
    anna: 'forbidden',
    luca: 'forbidden',
    rita: 'forbidden',
    claire: 'forbidden',
  },
  // The application (issue 33) belongs to a prospect's pin session: customer sessions are refused 403 by the
  // routes' permission, before a body is read.
  ...Object.fromEntries(
    [
      'GET /api/v2/my-prospect-details',
      'PUT /api/v2/my-prospect-details/personal',
      'PUT /api/v2/my-prospect-details/profession',
      'PUT /api/v2/my-prospect-details/tax',
      'POST /api/v2/my-prospect-details/conditions',
      'POST /api/v2/my-prospect-details/submit',
    ].map((route) => [
      route,
      { anna: 'forbidden', luca: 'forbidden', rita: 'forbidden', claire: 'forbidden' } as const,
    ]),
  ),
  // Spec §6: the entitlements overview is for partners and deputies (admins) only.
  'GET /api/v2/partnerships/:uid/entitlements-overview': { luca: 'forbidden', rita: 'forbidden' },
  // A member's email and entitlements: by the same right as the overview (issue 10 item 9).
  'GET /api/v2/partnerships/:uid/members/:memberUid/details': { luca: 'forbidden', rita: 'forbidden' },
  // Access is requested for oneself only (spec §5): the path names another person (Claire), refused to Anna too.
  'POST /api/v2/partnerships/:uid/agent/:agentUid/access-request': { anna: 'forbidden' },
  // Discarding the open change (issue 32): the kernel's openDeputyChangeRefusal decides who (partners or deputies);
  // no body, so the right is asked first (src/team/deputy-change.test.ts for the change itself).
  'POST /api/v2/partnerships/:uid/deputy-change/discard': Object.fromEntries(
    (['anna', 'luca', 'rita'] as const).map((caller) => [
      caller,
      openDeputyChangeRefusal(BAECKEREI_ROLES[caller], 'approve') === 'notPermitted'
        ? 'forbidden'
        : 'allowed',
    ]),
  ),
};
