/**
 * The invitations' calls (spec §7 `GET /v2/invites`; issue 32): the list with the §4 filter and pages of 10
 * (total in x-total-count), creating, cancelling and resending. Shapes are the kernel's (contracts/invites.ts).
 */
import type { ApiClient } from 'shared-kernel/api';
import type { Invite, InviteCreateBody, InvitationFilter } from 'shared-kernel/domain';

/** Spec §9: the team space's page size (members and invitations). */
export const INVITATIONS_PAGE_SIZE = 10;

export interface InvitationsPage {
  invites: Invite[];
  total: number;
}

export async function fetchInvitations(
  api: ApiClient,
  partnershipUid: string,
  filter: InvitationFilter,
  offset: number,
): Promise<InvitationsPage> {
  const response = await api.get<Invite[]>('/v2/invites', {
    params: { partnershipUid, status: filter, count: INVITATIONS_PAGE_SIZE, offset },
  });
  const total = Number(response.headers['x-total-count']);
  return { invites: response.data, total: Number.isFinite(total) ? total : response.data.length };
}

export const createInvitation = async (
  api: ApiClient,
  partnershipUid: string,
  body: InviteCreateBody,
): Promise<Invite> => (await api.post<Invite>(`/v2/partnerships/${partnershipUid}/invites`, body)).data;

export const changeInvitation = async (
  api: ApiClient,
  partnershipUid: string,
  inviteUid: string,
  action: 'cancel' | 'resend',
): Promise<Invite> =>
  (await api.post<Invite>(`/v2/partnerships/${partnershipUid}/invites/${inviteUid}/${action}`)).data;
