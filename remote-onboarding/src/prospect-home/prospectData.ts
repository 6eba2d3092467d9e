import type { ApiClient } from 'shared-kernel/api';

/** A condition to accept, with its texts in the caller's language (GET /v2/auth/prospects). */
export interface ProspectCondition {
  code: string;
  title: string;
  text: string;
}

/** GET /v2/auth/prospects (spec §7 "Auth and user"): the prospect of the current pin session. */
export interface ProspectDetails {
  status: string;
  conditionCodes: string[];
  conditionsLong: ProspectCondition[];
  emailAddress: string;
  nickName: string | null;
}

export async function loadProspect(api: ApiClient): Promise<ProspectDetails> {
  const { data } = await api.get<ProspectDetails>('/v2/auth/prospects');
  return data;
}
