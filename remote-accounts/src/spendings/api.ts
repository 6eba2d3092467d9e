import type { ApiClient } from 'shared-kernel/api';
import type {
  SessionSnapshot,
  SpendingPattern,
  SpendingSeries,
  SpendingsRequest,
} from 'shared-kernel/domain';

/** POST /spendings/timeseries for one account (spec §7: from, to, pattern, filter.naturalPerson). */
export async function fetchSpendings(
  api: ApiClient,
  session: SessionSnapshot,
  cashAccountUid: string,
  pattern: SpendingPattern,
  window: { from: string; to: string },
): Promise<SpendingSeries> {
  const naturalPerson = session.currentContext?.type === 'private' ? session.user?.uid : undefined;
  const body: SpendingsRequest = {
    ...window,
    pattern,
    filter: { ...(naturalPerson ? { naturalPerson } : {}), accountUids: [cashAccountUid] },
  };
  return (await api.post<SpendingSeries>('/spendings/timeseries', body)).data;
}
