/** Legal agreements of the context (spec §7 contracts; §9 agreement codes, DSTC hidden from the legal list). */
import type { ApiClient } from 'shared-kernel/api';
import type { AgentContracts, AgreementLookup } from 'shared-kernel/domain';

export const AGREEMENT_CODES = [
  'AIC',
  'BOD',
  'CSTC',
  'DCTC',
  'DPP',
  'DSC',
  'DSTC',
  'EBSTC',
  'FTR',
  'GTC',
  'NOAP',
  'NONUSP',
  'PSAG',
  'PSC',
  'PSTC',
  'PTC',
  'SCTC',
  'TCC',
  'YPWC',
  'YPYC',
] as const;
const HIDDEN_FROM_LEGAL = new Set(['DSTC']);

/** An agreement as the legal screen lists it. */
export interface LegalAgreement {
  code: string;
  title: string;
}

/** The agreements the legal screen lists: accepted, known, not hidden, alphabetical by title. */
export function legalAgreements(
  contracts: Pick<AgentContracts, 'acceptedConditionCodes'> &
    Partial<Pick<AgentContracts, 'conditionsShort'>>,
  locale: string,
): LegalAgreement[] {
  const known = new Set<string>(AGREEMENT_CODES);
  return [...new Set(contracts.acceptedConditionCodes)]
    .filter((code) => known.has(code) && !HIDDEN_FROM_LEGAL.has(code))
    .map((code) => ({ code, title: contracts.conditionsShort?.[code] ?? code }))
    .sort((a, b) => a.title.localeCompare(b.title, locale));
}

export const fetchContracts = async (api: ApiClient, agentUid: string): Promise<AgentContracts> =>
  (await api.get<AgentContracts>(`/v2/agents/${agentUid}/contracts`)).data;

export const fetchAgreementContent = async (api: ApiClient, code: string): Promise<AgreementLookup> =>
  (await api.get<AgreementLookup>(`/collection-lookup/agreements/${code}`, { params: { type: 'long' } }))
    .data;
