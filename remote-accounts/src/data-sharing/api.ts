/** Data sharing agreements (spec §3 "Data sharing contract"; §7 enriched-long and enriched-short): the persons contract's. */
import type { ApiClient } from 'shared-kernel/api';
import type { DataSharingContract, EnrichedDataSharingContract } from 'shared-kernel/domain';

export const fetchDataSharingContracts = async (api: ApiClient): Promise<DataSharingContract[]> =>
  (await api.get<DataSharingContract[]>('/v2/data-sharing-agreements')).data;

export const fetchEnrichedContract = async (
  api: ApiClient,
  uid: string,
  kind: 'long' | 'short',
): Promise<EnrichedDataSharingContract> =>
  (await api.get<EnrichedDataSharingContract>(`/v2/data-sharing-agreements/${uid}/enriched-${kind}`)).data;

/** Statuses the screen names; any other status shows as it comes. */
export const KNOWN_CONTRACT_STATUSES = ['active', 'pending', 'terminated', 'expired'] as const;
export const KNOWN_SCOPES = ['accounts', 'transactions', 'balances', 'cards', 'payments'] as const;
