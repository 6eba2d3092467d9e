import { useEffect, useState, type ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { useApi, useSession } from 'shared-kernel/contract';
import { Link, useParams } from 'shared-kernel/router';
import { Alert, EmptyState, Page, Spinner } from 'shared-kernel/ui';
import { ConfirmationCard } from '../account-confirmations/AccountConfirmationsScreen';
import {
  confirmationContexts,
  decide,
  loadConfirmations,
  type Decision,
  type PendingConfirmation,
} from '../account-confirmations/confirmations';
import '../company-onboarding/company-onboarding.css';

type Load =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'missing' }
  | { state: 'ready'; confirmation: PendingConfirmation }
  | { state: 'decided'; key: string; values: Record<string, string>; tone: 'success' | 'info' };

const DECIDED: Record<Decision, string> = {
  accept: 'app.onboarding.confirmations.accepted',
  refuse: 'app.onboarding.confirmations.refused',
};

/**
 * Spec §2 token route ({token}:id?, here /qes/:id?, private context): opens one qualified-signature
 * confirmation directly (e.g. from a notification's link), to accept with its condition codes or refuse with
 * reason "reject" (spec §4, §7), decided once: the gateway answers a second decision with 409.
 */
export function QualifiedSignatureScreen(): ReactElement {
  const api = useApi();
  const session = useSession();
  const { t } = useTranslation();
  const { id } = useParams();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [busy, setBusy] = useState<Decision | null>(null);
  const [failed, setFailed] = useState(false);
  const contexts = confirmationContexts(session);
  const contextKey = contexts.map((context) => context.uid).join(',');

  useEffect(() => {
    if (!id) {
      setLoad({ state: 'missing' });
      return undefined;
    }
    let current = true;
    setLoad({ state: 'loading' });
    loadConfirmations(api, contexts).then(
      (items) => {
        if (!current) return;
        const found = items.find((item) => item.confirmationHandle === id);
        setLoad(found ? { state: 'ready', confirmation: found } : { state: 'missing' });
      },
      () => current && setLoad({ state: 'failed' }),
    );
    return () => {
      current = false;
    };
    // contexts is derived from the session; its uids say when it changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, id, contextKey]);

  const onDecide = async (confirmation: PendingConfirmation, decision: Decision) => {
    setBusy(decision);
    setFailed(false);
    const outcome = await decide(api, confirmation, decision);
    setBusy(null);
    const values = { title: t(confirmation.title), name: confirmation.partnership.name };
    if (outcome === 'failed') {
      setFailed(true);
      return;
    }
    setLoad(
      outcome === 'saved'
        ? { state: 'decided', key: DECIDED[decision], values, tone: 'success' }
        : { state: 'decided', key: 'app.onboarding.confirmations.alreadyDecided', values, tone: 'info' },
    );
  };

  return (
    <Page title="webapp.title.qualifiedSignature">
      <div className="k-stack">
        {load.state === 'loading' ? <Spinner /> : null}
        {load.state === 'failed' ? (
          <Alert type="error" message="app.onboarding.confirmations.loadFailed" />
        ) : null}
        {load.state === 'missing' ? (
          <EmptyState
            icon="signature"
            title="app.onboarding.qes.missingTitle"
            description="app.onboarding.qes.missingText"
          />
        ) : null}
        {load.state === 'decided' ? (
          <Alert type={load.tone} message={{ key: load.key, values: load.values }} />
        ) : null}
        {failed && load.state === 'ready' ? (
          <Alert
            type="error"
            message={{
              key: 'app.onboarding.confirmations.failed',
              values: { title: t(load.confirmation.title), name: load.confirmation.partnership.name },
            }}
          />
        ) : null}
        {load.state === 'ready' ? (
          <>
            <ConfirmationCard
              confirmation={load.confirmation}
              busy={busy}
              onDecide={(decision) => void onDecide(load.confirmation, decision)}
            />
            <p>
              <Link
                to={`/via-app?next=${encodeURIComponent(`/qes/${load.confirmation.confirmationHandle}`)}`}
              >
                {t('app.onboarding.qes.onPhone')}
              </Link>
            </p>
          </>
        ) : null}
        <p>
          <Link to="/account-confirmations">{t('app.onboarding.qes.all')}</Link>
        </p>
      </div>
    </Page>
  );
}
