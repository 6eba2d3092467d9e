import { useCallback, useEffect, useRef, useState, type ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { isHttpError } from 'shared-kernel/api';
import { CLOSE_OVERLAY, filter } from 'shared-kernel/bus';
import { useApi, useBus, useSession } from 'shared-kernel/contract';
import {
  debitAccountChoices,
  formatDate,
  maskIban,
  SCAN_TRIGGER_DISABLED_MS,
  type PaymentOrderRead,
} from 'shared-kernel/domain';
import { useNavigate } from 'shared-kernel/router';
import { Alert, AmountDisplay, Button, Spinner, type Message } from 'shared-kernel/ui';
import { fetchScanCandidates, fetchScannedOrder, notifyQrScan } from './api';
import { firstScanned, scanOutcomeOf, type ScanOutcome, type ScanWatch } from './scanOutcome';
import './scan-payment.css';

/** The reads beside the event stream: a stream that dropped a message is caught up this often. */
export const SCAN_RECONCILE_MS = 15_000;

/** The gateway's refusal says why in the user's language (app.scanPayment.*); anything else: could not be sent. */
function refusalOf(error: unknown): Message {
  const body: unknown = isHttpError(error) ? error.response?.data : null;
  const said = body && typeof body === 'object' ? (body as { message?: unknown }).message : null;
  return typeof said === 'string' && said ? { text: said } : 'webapp.scanPayment.modal.notifyFailed';
}

type Phase =
  | { kind: 'sending' }
  | { kind: 'failed'; message: Message }
  | { kind: 'waiting'; watch: ScanWatch; link: string | null }
  | { kind: 'scanned'; outcome: Exclude<ScanOutcome, 'draft'>; order: PaymentOrderRead };

/**
 * Spec §4 "Scan modal", the content of the host's overlay (docs/scan-payment.md): on open it sends the scan
 * notification and disables "send again" for 5 s (§9); then it watches the event stream (and reads the orders
 * now and then) for the first order created after the notification by the signed-in person with status draft,
 * accepted or executed. Draft: the payment form opens on it for confirmation (the overlay closes); executed and
 * accepted: a message. The host unmounts it on close, which resets it.
 */
export function ScanPayment(): ReactElement {
  const { t } = useTranslation();
  const api = useApi();
  const bus = useBus();
  const session = useSession();
  const navigate = useNavigate();
  const [phase, setPhase] = useState<Phase>({ kind: 'sending' });
  const [coolingDown, setCoolingDown] = useState(true);
  const cooldown = useRef<ReturnType<typeof setTimeout> | null>(null);
  const firstNotifiedAt = useRef<string | null>(null);
  const heading = useRef<HTMLDivElement | null>(null);
  const contextUid = session.currentContext?.uid ?? session.user?.uid ?? '';
  const personUid = session.user?.uid ?? '';
  const env = session.env;

  const send = useCallback(async () => {
    setCoolingDown(true);
    if (cooldown.current) clearTimeout(cooldown.current);
    cooldown.current = setTimeout(() => setCoolingDown(false), SCAN_TRIGGER_DISABLED_MS);
    setPhase({ kind: 'sending' });
    try {
      const notification = await notifyQrScan(api, contextUid);
      // Sent again: an order from the first link still counts.
      firstNotifiedAt.current ??= notification.notifiedAt;
      const sandbox = env === 'local' || env === 'sandbox';
      setPhase({
        kind: 'waiting',
        watch: { notifiedAt: firstNotifiedAt.current, personUid },
        link: sandbox ? (notification.sandboxLink ?? null) : null,
      });
    } catch (error) {
      setPhase({ kind: 'failed', message: refusalOf(error) });
    }
  }, [api, contextUid, personUid, env]);

  useEffect(() => {
    void send();
    return () => {
      if (cooldown.current) clearTimeout(cooldown.current);
    };
  }, [send]);

  const watch = phase.kind === 'waiting' ? phase.watch : null;
  const scanned = useCallback(
    (order: PaymentOrderRead, outcome: ScanOutcome) => {
      if (outcome === 'draft') {
        // Spec §4: the draft shows the payment form for confirmation: the navigation first (it is what the person
        // needs; the overlay may not outlive it), then the overlay closes.
        navigate(`/payments/new/${order.uid}`);
        bus.dispatch({ type: CLOSE_OVERLAY });
        return;
      }
      setPhase({ kind: 'scanned', outcome, order });
    },
    [bus, navigate],
  );

  // The event stream: a payment order event of the context names an order to read.
  useEffect(() => {
    if (!watch) return undefined;
    let done = false;
    const check = async (uid: string) => {
      try {
        const order = await fetchScannedOrder(api, uid);
        const outcome = scanOutcomeOf(order, watch);
        if (outcome && !done) {
          done = true;
          scanned(order, outcome);
        }
      } catch {
        // Another base's order, or one this person may not read: not the phone's.
      }
    };
    const subscription = bus.stream$
      .pipe(filter((message) => message.type === 'paymentOrder'))
      .subscribe((message) => void check(message.message.paymentOrderUid ?? message.guid));
    return () => {
      done = true;
      subscription.unsubscribe();
    };
  }, [api, bus, watch, scanned]);

  // The reads: the accounts the person may pay from, now and then (a dropped stream message is not lost).
  useEffect(() => {
    if (!watch) return undefined;
    let active = true;
    const accounts = debitAccountChoices(session).map((account) => account.uid);
    const reconcile = async () => {
      const lists = await Promise.all(
        accounts.map((uid) => fetchScanCandidates(api, uid).catch(() => [] as PaymentOrderRead[])),
      );
      const found = firstScanned(lists.flat(), watch);
      if (found && active) {
        active = false;
        scanned(found.order, found.outcome);
      }
    };
    const timer = setInterval(() => void reconcile(), SCAN_RECONCILE_MS);
    return () => {
      active = false;
      clearInterval(timer);
    };
  }, [api, session, watch, scanned]);

  // The outcome is announced and takes the focus (the button that had it may be gone).
  useEffect(() => {
    if (phase.kind === 'scanned' || phase.kind === 'failed') heading.current?.focus();
  }, [phase.kind]);

  if (phase.kind === 'scanned') {
    const data = phase.order.paymentOrderData;
    return (
      <div className="scan-pay k-stack" data-testid="scan-payment">
        <div ref={heading} tabIndex={-1} className="scan-pay__outcome">
          {t('webapp.scanPayment.modal.scanned')}
        </div>
        {phase.outcome === 'executed' ? (
          <Alert type="success" message="webapp.scanPayment.modal.executed" />
        ) : (
          <Alert
            type="success"
            message={{
              key: 'webapp.scanPayment.modal.accepted',
              values: { date: formatDate(data.expectedExecutionDate) },
            }}
          />
        )}
        <dl className="scan-pay__facts">
          <dt>{t('webapp.scanPayment.modal.beneficiary')}</dt>
          <dd>
            {data.beneficiary.name}
            {data.beneficiary.iban ? ` · ${maskIban(data.beneficiary.iban)}` : ''}
          </dd>
          <dt>{t('webapp.scanPayment.modal.amount')}</dt>
          <dd>
            {data.paymentAmount.currency} <AmountDisplay amount={data.paymentAmount} />
          </dd>
        </dl>
        <div className="k-cluster">
          <Button label="dict.close" onClick={() => bus.dispatch({ type: CLOSE_OVERLAY })} />
        </div>
      </div>
    );
  }

  return (
    <div className="scan-pay k-stack" data-testid="scan-payment">
      <p>{t('webapp.scanPayment.modal.instructions')}</p>
      <ol className="scan-pay__steps">
        <li>{t('webapp.scanPayment.modal.step1')}</li>
        <li>{t('webapp.scanPayment.modal.step2')}</li>
        <li>{t('webapp.scanPayment.modal.step3')}</li>
      </ol>
      {phase.kind === 'sending' ? <Spinner label="webapp.scanPayment.modal.sending" /> : null}
      {phase.kind === 'failed' ? (
        <div ref={heading} tabIndex={-1} className="scan-pay__failure">
          <Alert type="error" message={phase.message} />
        </div>
      ) : null}
      {phase.kind === 'waiting' ? (
        <>
          <p role="status" className="scan-pay__waiting">
            {t('webapp.scanPayment.modal.waiting')}
          </p>
          {phase.link ? (
            <div className="k-card scan-pay__sandbox" data-testid="scan-sandbox-link">
              <p>{t('webapp.scanPayment.modal.sandboxOutbox')}</p>
              <a href={phase.link} target="_blank" rel="noreferrer" className="scan-pay__link">
                {phase.link}
              </a>
            </div>
          ) : null}
        </>
      ) : null}
      <div className="k-cluster">
        <Button
          variant="secondary"
          icon="scan"
          label="webapp.scanPayment.modal.sendAgain"
          disabled={coolingDown || phase.kind === 'sending'}
          aria-describedby={coolingDown ? 'scan-pay-cooldown' : undefined}
          onClick={() => void send()}
        />
        {coolingDown ? (
          <span id="scan-pay-cooldown" className="scan-pay__hint">
            {t('webapp.scanPayment.modal.sendAgainHint', { seconds: SCAN_TRIGGER_DISABLED_MS / 1000 })}
          </span>
        ) : null}
      </div>
    </div>
  );
}
