import { useCallback, useEffect, useId, useRef, useState, type ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { fieldErrorsOf, isHttpError } from 'shared-kernel/api';
import { useApi } from 'shared-kernel/contract';
import {
  formatDate,
  formatPaymentReference,
  maskIban,
  type PaymentOrderRead,
  type QrBill,
  type QrScanSession,
} from 'shared-kernel/domain';
import { useParams } from 'shared-kernel/router';
import { Alert, Button, Input, type Message, Select, Spinner } from 'shared-kernel/ui';
import { FileChooser } from 'shared-kernel/widgets';
import type { QrBillReadResult } from '../qr-bill/decoder';
import { createScannedOrder, fetchScanSession } from './api';
import { CameraReader } from './CameraReader';
import { amountOfInput, scanOrderBody } from './scanOrder';
import './scan-page.css';

/** The gateway's refusal in the user's language (a used or expired link), else the generic message. */
function refusalOf(error: unknown, fallback: string): Message {
  const body: unknown = isHttpError(error) ? error.response?.data : null;
  const said = body && typeof body === 'object' ? (body as { message?: unknown }).message : null;
  return typeof said === 'string' && said ? { text: said } : fallback;
}

/** A read that found no bill, said for the payer. */
function readErrorOf(result: Extract<QrBillReadResult, { ok: false }>): string {
  if (result.error === 'no_qr_code_found') return 'webapp.scanPayment.page.errors.noQrCode';
  if (result.error === 'unsupported_file' || result.error === 'unreadable_file')
    return 'webapp.scanPayment.page.errors.unreadable';
  return 'webapp.scanPayment.page.errors.notQrBill';
}

/** The camera needs a secure context (https or localhost) and a browser that offers it. */
const cameraPossible = (): boolean =>
  typeof window !== 'undefined' &&
  window.isSecureContext &&
  typeof navigator !== 'undefined' &&
  typeof navigator.mediaDevices?.getUserMedia === 'function';

function outcomeMessage(order: PaymentOrderRead): Message {
  switch (order.status) {
    case 'draft':
      return 'webapp.scanPayment.page.result.draft';
    case 'executed':
      return 'webapp.scanPayment.modal.executed';
    case 'accepted':
      return {
        key: 'webapp.scanPayment.modal.accepted',
        values: { date: formatDate(order.paymentOrderData.expectedExecutionDate) },
      };
    case 'approval':
      return 'webapp.payments.result.approval';
    case 'blocked':
      return 'webapp.payments.result.beneficiaryApproval';
    default:
      return 'webapp.scanPayment.page.result.other';
  }
}

type Load =
  { state: 'loading' } | { state: 'ready'; scan: QrScanSession } | { state: 'refused'; message: Message };

/**
 * The mobile scan page (/scan/:token, local and sandbox; issue 30 item 3; docs/scan-payment.md): the phone's side
 * of scan payment, opened from the link of the scan notification, without a login (the one-time token is the
 * credential). It reads a QR-bill with the rear camera (secure contexts) or from a photo, shows the bill, lets the
 * payer choose the debit account (and fill an open amount), then sends it to the computer as a draft or pays it.
 */
export function ScanPage(): ReactElement {
  const { t } = useTranslation();
  const api = useApi();
  const { token = '' } = useParams();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [camera, setCamera] = useState(false);
  const [cameraFailed, setCameraFailed] = useState(false);
  const [reading, setReading] = useState(false);
  const [readError, setReadError] = useState<Message | null>(null);
  const [bill, setBill] = useState<QrBill | null>(null);
  const [accountUid, setAccountUid] = useState('');
  const [amountText, setAmountText] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [sendError, setSendError] = useState<Message | null>(null);
  const [sending, setSending] = useState<'draft' | 'pay' | null>(null);
  const [order, setOrder] = useState<PaymentOrderRead | null>(null);
  const customerTransactionId = useRef(crypto.randomUUID());
  const focusTarget = useRef<HTMLHeadingElement | null>(null);
  const refusal = useRef<HTMLDivElement | null>(null);
  const fileId = useId();
  const secure = cameraPossible();

  useEffect(() => {
    let current = true;
    fetchScanSession(api, token).then(
      (scan) => {
        if (!current) return;
        setLoad({ state: 'ready', scan });
        setAccountUid(scan.accounts[0]?.uid ?? '');
      },
      (error: unknown) =>
        current &&
        setLoad({ state: 'refused', message: refusalOf(error, 'webapp.scanPayment.page.errors.load') }),
    );
    return () => {
      current = false;
    };
  }, [api, token]);

  // Each step's heading takes the focus, so a screen reader hears where the payer is.
  const step = order ? 'done' : bill ? 'bill' : 'read';
  useEffect(() => {
    if (load.state === 'ready') focusTarget.current?.focus();
  }, [step, load.state]);

  // A refusal (a read that found no bill, a send the bank refused) takes the focus; its alert announces it.
  useEffect(() => {
    if (readError || sendError) refusal.current?.focus();
  }, [readError, sendError]);

  const onRead = useCallback(
    (result: QrBillReadResult) => {
      if (result.ok) {
        setCamera(false);
        setReadError(null);
        setBill(result.bill);
        setAmountText(result.bill.amount ?? '');
        // An account in the bill's currency first, when the payer has one.
        const { currency } = result.bill;
        if (load.state === 'ready') {
          const match = load.scan.accounts.find((account) => account.currency === currency);
          if (match) setAccountUid(match.uid);
        }
      } else {
        setReadError(readErrorOf(result));
      }
    },
    [load],
  );

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setReading(true);
    setReadError(null);
    try {
      const { readQrBillFromFile } = await import('../qr-bill/decoder');
      onRead(await readQrBillFromFile(file));
    } catch {
      setReadError('webapp.scanPayment.page.errors.unreadable');
    } finally {
      setReading(false);
    }
  };

  const send = async (draft: boolean) => {
    if (!bill || load.state !== 'ready') return;
    const amount = amountOfInput(amountText);
    if (amount === null) {
      setFieldErrors({ amount: t('webapp.scanPayment.page.errors.amount') });
      document.getElementById(`${fileId}-amount`)?.focus();
      return;
    }
    setFieldErrors({});
    setSendError(null);
    setSending(draft ? 'draft' : 'pay');
    try {
      const body = scanOrderBody(bill, {
        accountUid,
        amount,
        today: load.scan.today,
        draft,
        customerTransactionId: customerTransactionId.current,
      });
      setOrder(await createScannedOrder(api, token, body));
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setFieldErrors(fields);
      setSendError(
        Object.keys(fields).length > 0
          ? 'webapp.scanPayment.page.errors.fields'
          : refusalOf(error, 'webapp.scanPayment.page.errors.send'),
      );
    } finally {
      setSending(null);
    }
  };

  if (load.state === 'loading')
    return (
      <div className="scan-page">
        <Spinner label="webapp.scanPayment.page.loading" />
      </div>
    );
  if (load.state === 'refused')
    return (
      <div className="scan-page k-stack">
        <h1 className="scan-page__title">{t('webapp.scanPayment.page.title')}</h1>
        <Alert type="error" message={load.message} />
      </div>
    );

  const { scan } = load;
  const accountOptions = scan.accounts.map((account) => ({
    value: account.uid,
    label: { text: `${account.name} · ${maskIban(account.iban)} · ${account.currency}` },
  }));
  const billErrors = Object.entries(fieldErrors).filter(
    ([field]) => field !== 'amount' && field !== 'accountUid',
  );

  return (
    <div className="scan-page k-stack" data-testid="scan-page">
      <p className="scan-page__context">{t('webapp.scanPayment.page.context', { name: scan.contextName })}</p>
      {step === 'read' ? (
        <section className="k-stack" aria-labelledby={`${fileId}-read`}>
          <h1 id={`${fileId}-read`} ref={focusTarget} tabIndex={-1} className="scan-page__title">
            {t('webapp.scanPayment.page.title')}
          </h1>
          {camera ? (
            <>
              <CameraReader
                onResult={onRead}
                onUnavailable={() => {
                  setCamera(false);
                  setCameraFailed(true);
                }}
              />
              <Button
                variant="secondary"
                label="webapp.scanPayment.page.stopCamera"
                onClick={() => setCamera(false)}
              />
            </>
          ) : secure ? (
            <Button icon="scan" label="webapp.scanPayment.page.startCamera" onClick={() => setCamera(true)} />
          ) : null}
          {!secure ? <Alert type="info" message="webapp.scanPayment.page.insecure" /> : null}
          {cameraFailed ? <Alert type="warning" message="webapp.scanPayment.page.cameraFailed" /> : null}
          <div className="scan-page__file">
            <FileChooser
              id={`${fileId}-file`}
              buttonLabel="webapp.scanPayment.page.choosePhoto"
              accept="image/*"
              capture="environment"
              onFiles={(files) => void onFile(files[0])}
            />
          </div>
          {reading ? <Spinner label="webapp.scanPayment.page.reading" /> : null}
          {readError ? (
            <div ref={refusal} tabIndex={-1}>
              <Alert type="error" message={readError} />
            </div>
          ) : null}
        </section>
      ) : null}

      {step === 'bill' && bill ? (
        <section className="k-stack" aria-labelledby={`${fileId}-bill`}>
          <h1 id={`${fileId}-bill`} ref={focusTarget} tabIndex={-1} className="scan-page__title">
            {t('webapp.scanPayment.page.billTitle')}
          </h1>
          <dl className="scan-page__bill" data-testid="scan-bill">
            <dt>{t('webapp.scanPayment.page.creditor')}</dt>
            <dd>
              {bill.creditor.name}
              <br />
              <span className="scan-page__mono">{maskIban(bill.account)}</span>
            </dd>
            {bill.reference ? (
              <>
                <dt>{t('webapp.scanPayment.page.reference')}</dt>
                <dd className="scan-page__mono">{formatPaymentReference(bill.reference)}</dd>
              </>
            ) : null}
            {bill.message ? (
              <>
                <dt>{t('webapp.scanPayment.page.message')}</dt>
                <dd>{bill.message}</dd>
              </>
            ) : null}
            {bill.amount ? (
              <>
                <dt>{t('webapp.scanPayment.page.amount')}</dt>
                <dd>
                  {bill.currency} {bill.amount}
                </dd>
              </>
            ) : null}
          </dl>
          {bill.amount ? null : (
            <Input
              id={`${fileId}-amount`}
              label={{ key: 'webapp.scanPayment.page.openAmount', values: { currency: bill.currency } }}
              hint="webapp.scanPayment.page.openAmountHint"
              inputMode="decimal"
              autoComplete="off"
              required
              value={amountText}
              error={fieldErrors.amount ? { text: fieldErrors.amount } : null}
              onChange={(event) => setAmountText(event.target.value)}
            />
          )}
          {bill.amount && fieldErrors.amount ? (
            <Alert type="error" message={{ text: fieldErrors.amount }} />
          ) : null}
          {scan.accounts.length > 0 ? (
            <Select
              label="webapp.scanPayment.page.debitAccount"
              options={accountOptions}
              placeholder={null}
              value={accountUid}
              error={fieldErrors.accountUid ? { text: fieldErrors.accountUid } : null}
              onChange={(event) => setAccountUid(event.target.value)}
            />
          ) : (
            <Alert type="warning" message="webapp.scanPayment.page.noAccount" />
          )}
          {sendError ? (
            <div ref={refusal} tabIndex={-1}>
              <Alert type="error" message={sendError}>
                {billErrors.length > 0 ? (
                  <ul>
                    {billErrors.map(([field, message]) => (
                      <li key={field}>{message}</li>
                    ))}
                  </ul>
                ) : null}
              </Alert>
            </div>
          ) : null}
          <div className="scan-page__actions">
            <Button
              label="webapp.scanPayment.page.sendToComputer"
              loading={sending === 'draft'}
              disabled={sending !== null || scan.accounts.length === 0}
              onClick={() => void send(true)}
            />
            <Button
              variant="secondary"
              label="webapp.scanPayment.page.payNow"
              loading={sending === 'pay'}
              disabled={sending !== null || scan.accounts.length === 0}
              onClick={() => void send(false)}
            />
            <Button
              variant="link"
              label="webapp.scanPayment.page.scanAnother"
              disabled={sending !== null}
              onClick={() => {
                setBill(null);
                setSendError(null);
                setFieldErrors({});
              }}
            />
          </div>
        </section>
      ) : null}

      {step === 'done' && order ? (
        <section className="k-stack" aria-labelledby={`${fileId}-done`}>
          <h1 id={`${fileId}-done`} ref={focusTarget} tabIndex={-1} className="scan-page__title">
            {t('webapp.scanPayment.page.doneTitle')}
          </h1>
          <Alert type={order.status === 'draft' ? 'info' : 'success'} message={outcomeMessage(order)} />
          <p>{t('webapp.scanPayment.page.linkUsed')}</p>
        </section>
      ) : null}
    </div>
  );
}
