/**
 * Member details and their actions (spec §7): the details (signatories and admins; others read the member's
 * entry of the list), the deputy change that nominates or removes an admin, the removal's impact and revoke,
 * requesting access and deciding on it. Shapes: the kernel's contracts.
 */
import type { ApiClient } from 'shared-kernel/api';
import type {
  AccessRequestResult,
  DeputyChange,
  Member,
  MemberDetails,
  RemovableRole,
  RemovalImpact,
  RevokeResult,
} from 'shared-kernel/domain';

const base = (partnershipUid: string) => `/v2/partnerships/${partnershipUid}`;

/** GET /v2/partnerships/{uid}/members/{memberUid}/details (email, since, every right). */
export const fetchMemberDetails = async (
  api: ApiClient,
  partnershipUid: string,
  memberUid: string,
): Promise<MemberDetails> =>
  (await api.get<MemberDetails>(`${base(partnershipUid)}/members/${memberUid}/details`)).data;

/** GET /v2/partnerships/{uid}/members?uid=: one member as the list shows them (for every member). */
export async function fetchMember(
  api: ApiClient,
  partnershipUid: string,
  memberUid: string,
): Promise<Member | null> {
  const response = await api.get<Member[]>(`${base(partnershipUid)}/members`, { params: { uid: memberUid } });
  return response.data[0] ?? null;
}

/** Spec §4: "adding or removing an admin posts a change that starts and is done at once". */
export const changeAdmin = async (
  api: ApiClient,
  partnershipUid: string,
  memberUid: string,
  change: 'add' | 'remove',
): Promise<DeputyChange> =>
  (
    await api.post<DeputyChange>(`${base(partnershipUid)}/deputy-change`, {
      start: true,
      done: true,
      deputiesToAdd: change === 'add' ? [memberUid] : [],
      deputiesToRemove: change === 'remove' ? [memberUid] : [],
    })
  ).data;

/** POST /v2/partnerships/{uid}/agent/{agentUid}/{delegate|partner}/impact: what the removal would take. */
export const fetchRemovalImpact = async (
  api: ApiClient,
  partnershipUid: string,
  memberUid: string,
  role: RemovableRole,
): Promise<RemovalImpact> =>
  (await api.post<RemovalImpact>(`${base(partnershipUid)}/agent/${memberUid}/${role}/impact`)).data;

/** POST /v2/partnerships/{uid}/{delegate|partner}/{agentUid}/revoke */
export const revokeRole = async (
  api: ApiClient,
  partnershipUid: string,
  memberUid: string,
  role: RemovableRole,
): Promise<RevokeResult> =>
  (await api.post<RevokeResult>(`${base(partnershipUid)}/${role}/${memberUid}/revoke`)).data;

/** POST /v2/partnerships/{uid}/agent/{agentUid}/access-request: for oneself (spec §5). */
export const requestAccess = async (
  api: ApiClient,
  partnershipUid: string,
  memberUid: string,
): Promise<AccessRequestResult> =>
  (await api.post<AccessRequestResult>(`${base(partnershipUid)}/agent/${memberUid}/access-request`)).data;

/** POST /v2/partnerships/{uid}/agent/{agentUid}/access-request/{grant|decline} */
export const decideAccess = async (
  api: ApiClient,
  partnershipUid: string,
  memberUid: string,
  decision: 'grant' | 'decline',
): Promise<AccessRequestResult> =>
  (
    await api.post<AccessRequestResult>(
      `${base(partnershipUid)}/agent/${memberUid}/access-request/${decision}`,
    )
  ).data;
