/**
 * The deputy change view's calls (spec §7 deputy-change; issue 32): the open change and the people it names, a
 * change opened for signature, edited or completed (POST with start/done), discarded. Shapes: the kernel's.
 */
import type { ApiClient } from 'shared-kernel/api';
import type { DeputyChange, DeputyChangeBody, Member } from 'shared-kernel/domain';
import { fetchMembers } from '../members/api';

export { fetchDeputyChange } from '../members/api';

/** Every member (a partnership holds at most 100 here: the members query's largest page). */
export const fetchAllMembers = async (api: ApiClient, partnershipUid: string): Promise<Member[]> =>
  (await fetchMembers(api, partnershipUid, { count: 100, offset: 0 })).members;

/** What the view asks of the open change: open one for signature, edit its lists, or complete it. */
export type DeputyChangeStep = 'open' | 'edit' | 'complete';

const FLAGS: Record<DeputyChangeStep, Pick<DeputyChangeBody, 'start' | 'done'>> = {
  open: { start: true, done: false },
  edit: { start: false, done: false },
  complete: { start: false, done: true },
};

/** POST /v2/partnerships/{uid}/deputy-change: the lists matter for open and edit; complete takes the change as it stands. */
export const postDeputyChange = async (
  api: ApiClient,
  partnershipUid: string,
  step: DeputyChangeStep,
  lists: Pick<DeputyChangeBody, 'deputiesToAdd' | 'deputiesToRemove'> = {
    deputiesToAdd: [],
    deputiesToRemove: [],
  },
): Promise<DeputyChange> =>
  (
    await api.post<DeputyChange>(`/v2/partnerships/${partnershipUid}/deputy-change`, {
      ...FLAGS[step],
      ...lists,
    })
  ).data;

/** POST /v2/partnerships/{uid}/deputy-change/discard: nobody is added or removed; nothing is open afterwards. */
export const discardDeputyChange = async (api: ApiClient, partnershipUid: string): Promise<DeputyChange> =>
  (await api.post<DeputyChange>(`/v2/partnerships/${partnershipUid}/deputy-change/discard`)).data;
