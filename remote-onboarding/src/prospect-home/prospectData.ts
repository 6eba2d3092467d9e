import type { ApiClient } from 'shared-kernel/api';
import type { ProspectDetails } from 'shared-kernel/domain';

/** GET /v2/auth/prospects (spec §7 "Auth and user"): the prospect of the current pin session (the auth contract's). */
export async function loadProspect(api: ApiClient): Promise<ProspectDetails> {
  const { data } = await api.get<ProspectDetails>('/v2/auth/prospects');
  return data;
}
