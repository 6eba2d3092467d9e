/** Partnership rows → the spec's Partnership shape (§3) with the caller's roles. */
import type { Selectable } from 'kysely';
import type { PartnershipsTable } from '../db/tables/partnerships';

export function partnershipView(partnership: Selectable<PartnershipsTable>, myRoles: string[]) {
  return {
    uid: partnership.uid,
    name: partnership.name,
    legalForm: partnership.legal_form,
    status: partnership.status,
    requestStatus: partnership.request_status,
    votingRule: partnership.voting_rule,
    partnerCategory: partnership.partner_category,
    organizationStatus: partnership.organization_status,
    isInternalRegistry: partnership.is_internal_registry,
    hasPendingRegistryUpdate: partnership.pending_registry_certificate_uid !== null,
    nickname: partnership.nickname,
    pictureUri: partnership.picture_uri,
    myRoles,
  };
}
