/**
 * The partnership's reads and its pending update (spec §7 "Partnership"; issue 32): details with ids and contact,
 * objectives, members with their roles, the update waiting for the bank and its submission. Shapes are the
 * kernel's (contracts/partnerships.ts, contracts/partnership-admin.ts).
 */
import type { ApiClient } from 'shared-kernel/api';
import type {
  Member,
  PartnershipDetails,
  PartnershipUpdateBody,
  PendingPartnershipUpdate,
  PendingUpdateRead,
} from 'shared-kernel/domain';

/** GET /v2/partnerships/{uid}?extIds&contactDetails: the partnership with its UID and contact details. */
export const fetchPartnership = async (api: ApiClient, uid: string): Promise<PartnershipDetails> =>
  (
    await api.get<PartnershipDetails>(`/v2/partnerships/${uid}`, {
      params: { extIds: true, contactDetails: true },
    })
  ).data;

/** GET /v2/partnerships/{uid}/objectives */
export const fetchObjectives = async (api: ApiClient, uid: string): Promise<string[]> =>
  (await api.get<{ serviceObjectives: string[] }>(`/v2/partnerships/${uid}/objectives`)).data
    .serviceObjectives;

/** GET /v2/partnerships/{uid}/members: the people and their roles, by name (the first 100). */
export const fetchMembers = async (api: ApiClient, uid: string): Promise<Member[]> =>
  (
    await api.get<Member[]>(`/v2/partnerships/${uid}/members`, {
      params: { orderByName: true, count: 100 },
    })
  ).data;

/** GET /v2/partnerships/{uid}/pending-update: the update waiting for the bank, or null. */
export const fetchPendingUpdate = async (
  api: ApiClient,
  uid: string,
): Promise<PendingPartnershipUpdate | null> =>
  (await api.get<PendingUpdateRead>(`/v2/partnerships/${uid}/pending-update`)).data.pendingUpdate;

/** POST /v2/partnerships/{uid}/pending-update: submits the update (pending until the bank applies it). */
export const submitPartnershipUpdate = async (
  api: ApiClient,
  uid: string,
  body: PartnershipUpdateBody,
): Promise<PendingPartnershipUpdate> =>
  (await api.post<PendingPartnershipUpdate>(`/v2/partnerships/${uid}/pending-update`, body)).data;
