/**
 * The members list's calls (spec §7 "Partnership"): a page of members (total in x-total-count) and the open deputy
 * change whose people show as being added or removed (spec §4). Shapes: the kernel's contracts.
 */
import type { ApiClient } from 'shared-kernel/api';
import type { DeputyChange, Member, MembersQuery } from 'shared-kernel/domain';

export interface MembersPage {
  members: Member[];
  /** Every member matching the query (x-total-count). */
  total: number;
}

/** GET /v2/partnerships/{uid}/members?roles&cardholder&nameFilter&count&offset */
export async function fetchMembers(
  api: ApiClient,
  partnershipUid: string,
  query: MembersQuery,
  signal?: AbortSignal,
): Promise<MembersPage> {
  const response = await api.get<Member[]>(`/v2/partnerships/${partnershipUid}/members`, {
    params: query,
    signal,
  });
  const header = Number(response.headers['x-total-count']);
  return {
    members: response.data,
    total: Number.isFinite(header) && header >= 0 ? header : response.data.length,
  };
}

/** GET /v2/partnerships/{uid}/deputy-change: the open change (approve or edit), or none. */
export const fetchDeputyChange = async (api: ApiClient, partnershipUid: string): Promise<DeputyChange> =>
  (await api.get<DeputyChange>(`/v2/partnerships/${partnershipUid}/deputy-change`)).data;
