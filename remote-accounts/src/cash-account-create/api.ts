/** Calls of account opening (spec §7 available-currencies, partnership cash accounts). */
import type { ApiClient } from 'shared-kernel/api';
import type { CashAccount } from 'shared-kernel/domain';

export interface CurrencyEntry {
  code: string;
  countries: string[];
}

export const fetchAvailableCurrencies = async (api: ApiClient, agentUid: string): Promise<CurrencyEntry[]> =>
  (await api.get<CurrencyEntry[]>(`/v2/agents/${agentUid}/available-currencies`)).data;

export const fetchPartnershipAccounts = async (
  api: ApiClient,
  partnershipUid: string,
): Promise<CashAccount[]> =>
  (await api.get<CashAccount[]>(`/partnerships/${partnershipUid}/cash-accounts`)).data;

export interface OpeningConditions {
  conditionCodes: string[];
  conditions: { code: string; version: string; title: string }[];
}

export const fetchOpeningConditions = async (
  api: ApiClient,
  partnershipUid: string,
): Promise<OpeningConditions> =>
  (await api.get<OpeningConditions>(`/partnerships/${partnershipUid}/cash-accounts/opening-conditions`)).data;

export const fetchConditionText = async (api: ApiClient, code: string): Promise<string> =>
  (await api.get<{ content: string }>(`/collection-lookup/conditions/${code}`, { params: { type: 'long' } }))
    .data.content;

export interface AccountOpening {
  currency: string;
  accountName: string;
  acceptedConditionCodes: string[];
}

export const openCashAccount = async (
  api: ApiClient,
  partnershipUid: string,
  opening: AccountOpening,
): Promise<CashAccount> =>
  (await api.post<CashAccount>(`/partnerships/${partnershipUid}/cash-accounts`, opening)).data;
