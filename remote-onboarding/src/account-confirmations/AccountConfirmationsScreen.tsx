import { useCallback, useEffect, useId, useState, type ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { useApi, useSession } from 'shared-kernel/contract';
import { Alert, Badge, Button, Card, EmptyState, Modal, Page, Spinner } from 'shared-kernel/ui';
import {
  confirmationContexts,
  decide,
  loadConditionText,
  loadConfirmations,
  type ConditionText,
  type Decision,
  type PendingConfirmation,
} from './confirmations';
import './account-confirmations.css';

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; items: PendingConfirmation[] };

const DECIDED: Record<Decision, string> = {
  accept: 'app.onboarding.confirmations.accepted',
  refuse: 'app.onboarding.confirmations.refused',
};

/** What the user last did, said above the list. */
type Notice = { type: 'success' | 'error' | 'info'; key: string; values: Record<string, string> };

/** One condition to accept: its title, and its long text on request (loaded once it is opened). */
function ConditionItem({ code }: { code: string }): ReactElement {
  const api = useApi();
  const { t } = useTranslation();
  const [text, setText] = useState<ConditionText | 'failed' | null>(null);
  useEffect(() => {
    let current = true;
    loadConditionText(api, code).then(
      (loaded) => current && setText(loaded),
      // Spec §8: contract content that fails to load says so, and the rest of the screen goes on.
      () => current && setText('failed'),
    );
    return () => {
      current = false;
    };
  }, [api, code]);
  if (text === null) return <li>{code}</li>;
  if (text === 'failed') {
    return (
      <li>
        {code} <span className="onb-confirmations__muted">{t('app.error.agreement_load_failed')}</span>
      </li>
    );
  }
  return (
    <li>
      <details>
        <summary>{text.title}</summary>
        <p className="onb-confirmations__condition-text">{text.content}</p>
      </details>
    </li>
  );
}

export function ConfirmationCard({
  confirmation,
  busy,
  onDecide,
}: {
  confirmation: PendingConfirmation;
  busy: Decision | null;
  onDecide: (decision: Decision) => void;
}): ReactElement {
  const { t } = useTranslation();
  const checkboxId = useId();
  const [accepted, setAccepted] = useState(false);
  const [refusing, setRefusing] = useState(false);
  const title = t(confirmation.title);
  return (
    <Card title={{ text: title }}>
      <div className="k-stack">
        <p className="onb-confirmations__for">
          {t('app.onboarding.confirmations.for', { name: confirmation.partnership.name })}{' '}
          <Badge tone="info" label={{ text: confirmation.confirmationType }} />
        </p>
        <h3 className="onb-confirmations__subtitle">{t('app.onboarding.confirmations.conditions')}</h3>
        <ul className="onb-confirmations__conditions">
          {confirmation.conditionCodes.map((code) => (
            <ConditionItem key={code} code={code} />
          ))}
        </ul>
        <div className="onb-confirmations__check">
          <input
            id={checkboxId}
            type="checkbox"
            checked={accepted}
            onChange={(event) => setAccepted(event.target.checked)}
          />
          <label htmlFor={checkboxId}>{t('app.onboarding.confirmations.acceptConditions')}</label>
        </div>
        <div className="k-cluster">
          <Button
            icon="signature"
            label="app.onboarding.confirmations.accept"
            disabled={!accepted || busy !== null}
            loading={busy === 'accept'}
            onClick={() => onDecide('accept')}
          />
          <Button
            variant="secondary"
            label="app.onboarding.confirmations.refuse"
            disabled={busy !== null}
            loading={busy === 'refuse'}
            onClick={() => setRefusing(true)}
          />
        </div>
      </div>
      <Modal
        open={refusing}
        onClose={() => setRefusing(false)}
        size="sm"
        title="app.onboarding.confirmations.refuseTitle"
        footer={
          <div className="k-cluster">
            <Button variant="secondary" label="dict.cancel" onClick={() => setRefusing(false)} />
            <Button
              variant="danger"
              label="app.onboarding.confirmations.refuse"
              onClick={() => {
                setRefusing(false);
                onDecide('refuse');
              }}
            />
          </div>
        }
      >
        <p>{t('app.onboarding.confirmations.refuseText', { title, name: confirmation.partnership.name })}</p>
      </Modal>
    </Card>
  );
}

/**
 * Spec §2 AccountConfirmations, §4 Confirmation, §7 accept/refuse: every qualified-signature confirmation
 * waiting for the user, with the conditions it accepts; accepting needs the conditions ticked, refusing
 * asks once more. A decision removes the confirmation from the list and says what happened.
 */
export function AccountConfirmationsScreen(): ReactElement {
  const api = useApi();
  const session = useSession();
  const { t } = useTranslation();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [busy, setBusy] = useState<{ handle: string; decision: Decision } | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const contexts = confirmationContexts(session);
  const contextKey = contexts.map((context) => context.uid).join(',');

  const fetchAll = useCallback(
    (isCurrent: () => boolean = () => true) => {
      setLoad({ state: 'loading' });
      loadConfirmations(api, contexts).then(
        (items) => isCurrent() && setLoad({ state: 'ready', items }),
        // The api client already alerts on a technical failure; the screen offers Retry.
        () => isCurrent() && setLoad({ state: 'failed' }),
      );
    },
    // contexts is derived from the session; its uids say when it changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [api, contextKey],
  );

  useEffect(() => {
    let current = true;
    fetchAll(() => current);
    return () => {
      current = false;
    };
  }, [fetchAll]);

  const onDecide = async (confirmation: PendingConfirmation, decision: Decision) => {
    setBusy({ handle: confirmation.confirmationHandle, decision });
    const outcome = await decide(api, confirmation, decision);
    setBusy(null);
    const values = { title: t(confirmation.title), name: confirmation.partnership.name };
    if (outcome === 'failed') {
      setNotice({ type: 'error', key: 'app.onboarding.confirmations.failed', values });
      return;
    }
    setNotice(
      outcome === 'saved'
        ? { type: 'success', key: DECIDED[decision], values }
        : { type: 'info', key: 'app.onboarding.confirmations.alreadyDecided', values },
    );
    setLoad((current) =>
      current.state === 'ready'
        ? {
            state: 'ready',
            items: current.items.filter(
              (item) => item.confirmationHandle !== confirmation.confirmationHandle,
            ),
          }
        : current,
    );
  };

  return (
    <Page title="webapp.title.accountConfirmations">
      <div className="k-stack onb-confirmations">
        {notice ? (
          <Alert
            type={notice.type}
            message={{ key: notice.key, values: notice.values }}
            onDismiss={() => setNotice(null)}
          />
        ) : null}
        {load.state === 'loading' ? <Spinner /> : null}
        {load.state === 'failed' ? (
          <Alert type="error" message="app.onboarding.confirmations.loadFailed">
            <Button variant="secondary" label="dict.retry" onClick={() => fetchAll()} />
          </Alert>
        ) : null}
        {load.state === 'ready' && load.items.length === 0 ? (
          <EmptyState
            icon="signature"
            title="app.onboarding.confirmations.emptyTitle"
            description="app.onboarding.confirmations.emptyText"
          />
        ) : null}
        {load.state === 'ready' && load.items.length > 0 ? (
          <>
            <p className="onb-confirmations__muted">{t('app.onboarding.confirmations.intro')}</p>
            {load.items.map((confirmation) => (
              <ConfirmationCard
                key={confirmation.confirmationHandle}
                confirmation={confirmation}
                busy={busy?.handle === confirmation.confirmationHandle ? busy.decision : null}
                onDecide={(decision) => void onDecide(confirmation, decision)}
              />
            ))}
          </>
        ) : null}
      </div>
    </Page>
  );
}
