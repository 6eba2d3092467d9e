import { isHttpError, type ApiClient } from 'shared-kernel/api';
import type {
  AgreementLookup,
  Confirmation,
  ConfirmationAccept,
  ConfirmationRefuse,
  Context,
  SessionSnapshot,
} from 'shared-kernel/domain';

/**
 * A confirmation waiting for the user (spec §3 Confirmation, GET /v2/partnerships/{uid}/confirmations: the
 * partnerships contract's), with the partnership it is asked in.
 */
export type PendingConfirmation = Confirmation & { partnership: Pick<Context, 'uid' | 'name'> };

/** A condition's title and long text as the screen shows it (GET /collection-lookup/conditions/{code}?type=long). */
export type ConditionText = Pick<AgreementLookup, 'title' | 'content'> & { code: string };

/**
 * The partnerships whose confirmations the user is shown: all of them from the private context (spec §2
 * Organisation section); in a partnership context only that one (requests act in the current context,
 * which is where the identification-only QES user always is, spec §6).
 */
export function confirmationContexts(session: SessionSnapshot): Context[] {
  const current = session.currentContext;
  if (!current) return [];
  if (current.type === 'private') return session.contexts.filter((context) => context.type !== 'private');
  return [current];
}

export async function loadConfirmations(api: ApiClient, contexts: Context[]): Promise<PendingConfirmation[]> {
  const lists = await Promise.all(
    contexts.map(async (context) => {
      const { data } = await api.get<Confirmation[]>(`/v2/partnerships/${context.uid}/confirmations`);
      return data.map((confirmation) => ({
        ...confirmation,
        partnership: { uid: context.uid, name: context.name },
      }));
    }),
  );
  return lists.flat();
}

export async function loadConditionText(api: ApiClient, code: string): Promise<ConditionText> {
  const { data } = await api.get<AgreementLookup>(
    `/collection-lookup/conditions/${encodeURIComponent(code)}`,
    { params: { type: 'long' } },
  );
  return { code, title: data.title, content: data.content };
}

export type Decision = 'accept' | 'refuse';

/** What became of a decision: saved, already decided elsewhere (409), or not saved. */
export type DecisionOutcome = 'saved' | 'alreadyDecided' | 'failed';

/**
 * Spec §7: POST .../{context uid}/confirmation/accept (handle + accepted condition codes: accepting
 * accepts every condition) or .../refuse (handle + reason code 'reject').
 */
export async function decide(
  api: ApiClient,
  confirmation: PendingConfirmation,
  decision: Decision,
): Promise<DecisionOutcome> {
  const url = `/v2/partnerships/${confirmation.partnership.uid}/confirmation/${decision}`;
  const body: ConfirmationAccept | ConfirmationRefuse =
    decision === 'accept'
      ? {
          confirmationHandle: confirmation.confirmationHandle,
          acceptedConditionCodes: confirmation.conditionCodes,
        }
      : { confirmationHandle: confirmation.confirmationHandle, reasonCode: 'reject' };
  try {
    await api.post(url, body);
    return 'saved';
  } catch (error) {
    if (isHttpError(error) && error.response?.status === 409) return 'alreadyDecided';
    return 'failed';
  }
}
