/** Calls of account opening (spec §7 available-currencies, partnership cash accounts). */
import type { ApiClient } from 'shared-kernel/api';
import type {
  AccountOpening,
  AgreementLookup,
  AvailableCurrency,
  CashAccount,
  OpeningConditions,
} from 'shared-kernel/domain';

export const fetchAvailableCurrencies = async (
  api: ApiClient,
  agentUid: string,
): Promise<AvailableCurrency[]> =>
  (await api.get<AvailableCurrency[]>(`/v2/agents/${agentUid}/available-currencies`)).data;

export const fetchPartnershipAccounts = async (
  api: ApiClient,
  partnershipUid: string,
): Promise<CashAccount[]> =>
  (await api.get<CashAccount[]>(`/partnerships/${partnershipUid}/cash-accounts`)).data;

export const fetchOpeningConditions = async (
  api: ApiClient,
  partnershipUid: string,
): Promise<OpeningConditions> =>
  (await api.get<OpeningConditions>(`/partnerships/${partnershipUid}/cash-accounts/opening-conditions`)).data;

export const fetchConditionText = async (api: ApiClient, code: string): Promise<string> =>
  (await api.get<AgreementLookup>(`/collection-lookup/conditions/${code}`, { params: { type: 'long' } })).data
    .content;

export const openCashAccount = async (
  api: ApiClient,
  partnershipUid: string,
  opening: AccountOpening,
): Promise<CashAccount> =>
  (await api.post<CashAccount>(`/partnerships/${partnershipUid}/cash-accounts`, opening)).data;
