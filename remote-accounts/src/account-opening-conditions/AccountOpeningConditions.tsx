/**
 * Account opening conditions (/account-opening-conditions, partnership context), step 2 of opening an account:
 * the conditions the gateway names are read and accepted one by one (spec §4 "Confirmation: accepted with
 * condition codes, or refused"); accepting opens the account with the accepted codes, refusing goes back.
 * The new account then appears in the context's list through the cashAccountCreated event.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { Link, useNavigate, useSearchParams } from 'shared-kernel/router';
import { errorCodeOf, httpStatusOf } from 'shared-kernel/api';
import type { RemoteScreenProps } from 'shared-kernel/contract';
import {
  maskIban,
  type CashAccount,
  type OpeningConditions,
  type OpeningCurrency,
} from 'shared-kernel/domain';
import { Alert, Button, Card, EmptyState, Page, Spinner, type Message } from 'shared-kernel/ui';
import { fetchConditionText, fetchOpeningConditions, openCashAccount } from '../cash-account-create/api';
import { PartnershipAccounts } from '../cash-account-create/PartnershipAccounts';
import { normalizedAccountName, openingRefusal } from '../cash-account-create/rules';
import '../documents/customer-screens.css';
import { fieldMessagesOf, formMessageOf } from '../documents/fieldErrors';

export type AccountOpeningConditionsProps = Pick<RemoteScreenProps, 'api' | 'bus' | 'session'>;

/** The message of a refused opening (spec §8: 400 field errors or code + message; 403 and 422 named here). */
export function openingErrorOf(error: unknown): Message {
  const status = httpStatusOf(error);
  if (status === 403) return 'app.error.forbidden';
  if (status === 422 && errorCodeOf(error) === 'feature_not_in_plan')
    return 'app.customer.cashAccount.featureNotInPlan';
  if (status === 400 && errorCodeOf(error) === 'conditions_not_accepted')
    return 'app.customer.conditions.notAllAccepted';
  const fields = Object.values(fieldMessagesOf(error));
  return fields[0] ?? formMessageOf(error) ?? 'app.error.general';
}

function ConditionItem({
  api,
  code,
  title,
  accepted,
  onAccepted,
}: Pick<AccountOpeningConditionsProps, 'api'> & {
  code: string;
  title: string;
  accepted: boolean;
  onAccepted: (accepted: boolean) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState<string | null>(null);
  const [state, setState] = useState<'closed' | 'loading' | 'open' | 'failed'>('closed');
  const read = async () => {
    if (state === 'open') return setState('closed');
    setState('loading');
    try {
      setText(await fetchConditionText(api, code));
      setState('open');
    } catch (error) {
      console.error(`[account-opening-conditions] loading ${code} failed`, error);
      setState('failed');
    }
  };
  return (
    <li className="kc-list-item" style={{ flexDirection: 'column', alignItems: 'stretch' }}>
      <div className="k-cluster">
        <strong className="k-spacer">{title}</strong>
        <Button
          variant="link"
          label={state === 'open' ? 'app.customer.conditions.hide' : 'app.customer.conditions.read'}
          loading={state === 'loading'}
          aria-expanded={state === 'open'}
          onClick={() => void read()}
        />
      </div>
      {state === 'open' && text ? <div className="kc-prose">{text}</div> : null}
      {state === 'failed' ? <Alert type="error" message="app.error.agreement_load_failed" /> : null}
      <label className="kc-choice">
        <input type="checkbox" checked={accepted} onChange={(event) => onAccepted(event.target.checked)} />
        {t('app.customer.conditions.accept', { title })}
      </label>
    </li>
  );
}

export function AccountOpeningConditions({ api, bus, session }: AccountOpeningConditionsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const currency = search.get('currency') ?? '';
  const accountName = normalizedAccountName(search.get('accountName') ?? '');
  const refusal = openingRefusal(session);
  const partnershipUid = session.currentContext?.uid ?? '';
  const [conditions, setConditions] = useState<OpeningConditions | null>(null);
  const [accepted, setAccepted] = useState<Set<string>>(new Set());
  const [opening, setOpening] = useState(false);
  const [error, setError] = useState<Message | null>(null);
  const [opened, setOpened] = useState<CashAccount | null>(null);

  useEffect(() => {
    if (refusal || !partnershipUid) return undefined;
    let active = true;
    fetchOpeningConditions(api, partnershipUid)
      .then((loaded) => active && setConditions(loaded))
      .catch((failure: unknown) => {
        console.error('[account-opening-conditions] loading the conditions failed', failure);
        if (active) setError('app.error.agreement_load_failed');
      });
    return () => {
      active = false;
    };
  }, [api, partnershipUid, refusal]);

  const allAccepted = conditions !== null && conditions.conditionCodes.every((code) => accepted.has(code));

  const accept = async () => {
    if (!conditions) return;
    setOpening(true);
    setError(null);
    try {
      const account = await openCashAccount(api, partnershipUid, {
        // As chosen on step 1 (one the gateway offers); another is the gateway's 400, shown as any refusal.
        currency: currency as OpeningCurrency,
        accountName,
        acceptedConditionCodes: conditions.conditionCodes.filter((code) => accepted.has(code)),
      });
      setOpened(account);
      bus.alert({
        message: 'app.customer.cashAccount.opened',
        values: { name: account.accountName },
        alertType: 'success',
        autoDismissDelay: 5000,
      });
    } catch (failure) {
      setError(openingErrorOf(failure));
    } finally {
      setOpening(false);
    }
  };

  const refuse = () => {
    bus.alert({ message: 'app.customer.conditions.refused', alertType: 'info', autoDismissDelay: 5000 });
    navigate('/cash-account-create');
  };

  const body = () => {
    if (refusal) return <Alert type="info" message={`app.customer.cashAccount.refusal.${refusal}`} />;
    if (!currency || !accountName)
      return (
        <EmptyState
          title="app.customer.conditions.missingChoice"
          icon="info"
          action={<Link to="/cash-account-create">{t('app.customer.conditions.backToChoice')}</Link>}
        />
      );
    if (opened)
      return (
        <Card title="app.customer.cashAccount.openedTitle">
          <dl className="kc-facts">
            <dt>{t('app.customer.cashAccount.name')}</dt>
            <dd>{opened.accountName}</dd>
            <dt>{t('dict.iban')}</dt>
            <dd>{maskIban(opened.iban)}</dd>
            <dt>{t('app.customer.cashAccount.currency')}</dt>
            <dd>{opened.currency}</dd>
          </dl>
          <div className="k-cluster" style={{ marginTop: 'var(--k-space-2)' }}>
            <Button label="app.customer.cashAccount.toDashboard" onClick={() => navigate('/')} />
          </div>
        </Card>
      );
    return (
      <Card title="app.customer.conditions.title">
        <div className="k-stack">
          <p>{t('app.customer.conditions.intro', { name: accountName, currency })}</p>
          {conditions === null ? (
            error ? null : (
              <Spinner />
            )
          ) : (
            <ul className="kc-list">
              {conditions.conditions.map((condition) => (
                <ConditionItem
                  key={condition.code}
                  api={api}
                  code={condition.code}
                  title={condition.title}
                  accepted={accepted.has(condition.code)}
                  onAccepted={(value) =>
                    setAccepted((current) => {
                      const next = new Set(current);
                      if (value) next.add(condition.code);
                      else next.delete(condition.code);
                      return next;
                    })
                  }
                />
              ))}
            </ul>
          )}
          {error ? <Alert type="error" message={error} /> : null}
          <div className="k-cluster">
            <Button
              label="app.customer.conditions.acceptAndOpen"
              loading={opening}
              disabled={!allAccepted}
              onClick={() => void accept()}
            />
            <Button variant="secondary" label="app.customer.conditions.refuse" onClick={refuse} />
          </div>
        </div>
      </Card>
    );
  };

  return (
    <Page title="webapp.title.accountOpeningConditions" onBack={() => navigate('/cash-account-create')}>
      <div className="k-stack kc-screen">
        {body()}
        {partnershipUid && session.currentContext?.type === 'partnership' ? (
          <PartnershipAccounts api={api} partnershipUid={partnershipUid} highlightUid={opened?.uid ?? null} />
        ) : null}
      </div>
    </Page>
  );
}
