import { useEffect, useId, useRef, useState, type ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { Link, useNavigate } from 'shared-kernel/router';
import { errorCodeOf, fieldErrorsOf, isHttpError } from 'shared-kernel/api';
import { SELECT_CASH_ACCOUNT } from 'shared-kernel/bus';
import { useApi, useBus, useSession } from 'shared-kernel/contract';
import {
  canUploadPaymentBatch,
  MAX_PAYMENT_BATCH_FILE_BYTES,
  MAX_PAYMENT_BATCH_ROWS,
  PAYMENT_BATCH_CSV_HEADER,
  selectedCashAccount,
  type PaymentBatchSchemaError,
  type PaymentBatchValidation,
} from 'shared-kernel/domain';
import { Alert, Button, Card, EmptyState, type Message, Page } from 'shared-kernel/ui';
import { CashAccountSelect, FileChooser, readAsBase64 } from 'shared-kernel/widgets';
import { createBatch, validateBatchFile } from './api';
import { BatchRows } from './BatchRows';
import { BatchTotals } from './BatchTotals';
import './bulk.css';

type Phase = 'idle' | 'uploading' | 'validating' | 'validated' | 'creating';

interface Checked {
  fileName: string;
  content: string;
  /** One id per file the user means to create a batch of: a repeated create answers the same batch. */
  customerBatchId: string;
  validation: PaymentBatchValidation;
}

const ACCEPT = '.xml,.csv,application/xml,text/xml,text/csv';

/** The payment and the element of a schema refusal's first error, when it lies in a payment. */
function schemaErrorAt(error: unknown): { row: number; element: string } | null {
  if (!isHttpError(error)) return null;
  const errors = (error.response?.data as { errors?: PaymentBatchSchemaError[] } | undefined)?.errors;
  const first = Array.isArray(errors) ? errors[0] : undefined;
  return first?.row && first.element ? { row: first.row, element: first.element } : null;
}

/**
 * Route /payments/bulk (issue 30 item 4, docs/payment-batches-api.md): choose a pain.001.001.09 or CSV file for
 * a debit account; it is uploaded (progress) and checked by the gateway row by row (the kernel's payment rules,
 * duplicates), every row shown with its result and its errors (translated by the gateway, filter to the rows
 * with errors); nothing is created until "create batch", which makes the valid rows one batch of payment orders
 * and opens it in the payment overview (batches view), where it is signed and followed. Entered only by who
 * may pay from an account (the kernel's canUploadPaymentBatch; the gateway asks the same rule).
 */
export function BulkPaymentScreen(): ReactElement {
  const { t } = useTranslation();
  const api = useApi();
  const bus = useBus();
  const session = useSession();
  const navigate = useNavigate();
  const inputId = useId();
  const accounts = session.cashAccounts.filter((account) => canUploadPaymentBatch(session, account));
  const selected = selectedCashAccount(session);
  const account = accounts.find((candidate) => candidate.uid === selected?.uid) ?? accounts[0] ?? null;
  const [phase, setPhase] = useState<Phase>('idle');
  const [progress, setProgress] = useState(0);
  const [checked, setChecked] = useState<Checked | null>(null);
  const [refusal, setRefusal] = useState<Message | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const refusalRef = useRef<HTMLDivElement | null>(null);
  const resultRef = useRef<HTMLHeadingElement | null>(null);
  const fileRef = useRef<HTMLInputElement | null>(null);

  useEffect(() => {
    if (refusal) refusalRef.current?.focus();
  }, [refusal]);
  useEffect(() => {
    if (phase === 'validated') resultRef.current?.focus();
  }, [phase]);

  if (!account)
    return (
      <Page title="webapp.payments.bulk.title">
        <EmptyState title="webapp.payments.bulk.noAccount" icon="account" />
      </Page>
    );

  const refuse = (error: unknown) => {
    // A row the engine refused at creation (e.g. the day's limit reached by the sum of the rows): the
    // gateway's translated field errors, named by row (`rows.<n>.<field>`).
    const fields = Object.entries(fieldErrorsOf(error));
    if (fields.length > 0) {
      setRefusal({
        text: fields
          .map(([field, message]) => {
            const row = /^rows\.(\d+)\./.exec(field)?.[1];
            return row ? `${t('webapp.payments.bulk.columns.row')} ${row}: ${message}` : message;
          })
          .join(' '),
      });
      return;
    }
    const code = errorCodeOf(error);
    // A file the Swiss Payment Standards schema refuses: name the payment and the element when the gateway can.
    const at = code === 'batch_schema_invalid' ? schemaErrorAt(error) : null;
    setRefusal(
      at
        ? { key: 'app.payments.bulk.batch_schema_invalid_row', values: at }
        : code?.startsWith('batch_')
          ? `app.payments.bulk.${code}`
          : `app.payments.${code ?? 'unknown_error'}`,
    );
  };

  const onProgress = (sent: number) => {
    setProgress(sent);
    if (sent >= 1) setPhase((current) => (current === 'uploading' ? 'validating' : current));
  };

  const choose = async (file: File) => {
    setChosen(file.name);
    setRefusal(null);
    setChecked(null);
    if (file.size > MAX_PAYMENT_BATCH_FILE_BYTES) {
      setRefusal('app.payments.bulk.batch_file_too_large');
      return;
    }
    setProgress(0);
    setPhase('uploading');
    try {
      const content = await readAsBase64(file);
      const validation = await validateBatchFile(
        api,
        account.uid,
        { fileName: file.name, content },
        onProgress,
      );
      setChecked({ fileName: file.name, content, customerBatchId: crypto.randomUUID(), validation });
      setPhase('validated');
    } catch (error) {
      refuse(error);
      setPhase('idle');
    }
  };

  const create = async () => {
    if (!checked) return;
    setRefusal(null);
    setProgress(0);
    setPhase('creating');
    try {
      const batch = await createBatch(
        api,
        account.uid,
        { fileName: checked.fileName, content: checked.content, customerBatchId: checked.customerBatchId },
        setProgress,
      );
      bus.alert({
        alertType: 'success',
        message: 'webapp.payments.bulk.created',
        autoDismissDelay: 5000,
      });
      navigate(`/payment/overview/${account.uid}?view=batches&batch=${batch.uid}`);
    } catch (error) {
      refuse(error);
      setPhase('validated');
    }
  };

  const restart = () => {
    setChecked(null);
    setRefusal(null);
    setChosen(null);
    setPhase('idle');
    if (fileRef.current) fileRef.current.value = '';
    fileRef.current?.focus();
  };

  const busy = phase === 'uploading' || phase === 'validating' || phase === 'creating';
  const validation = checked?.validation ?? null;

  return (
    <Page title="webapp.payments.bulk.title">
      <div className="k-stack pay-bulk">
        <Card title="webapp.payments.bulk.chooseTitle">
          <div className="k-stack">
            <p className="pay-muted">{t('webapp.payments.bulk.intro', { max: MAX_PAYMENT_BATCH_ROWS })}</p>
            {accounts.length > 1 ? (
              <CashAccountSelect
                label="webapp.payments.bulk.account"
                accounts={accounts}
                value={account.uid}
                onChange={(uid) => {
                  bus.dispatch({ type: SELECT_CASH_ACCOUNT, payload: { cashAccountUid: uid } });
                  restart();
                }}
              />
            ) : null}
            <div className="pay-bulk__file">
              <span className="k-label" id={`${inputId}-label`}>
                {t('webapp.payments.bulk.file')}
              </span>
              <FileChooser
                inputRef={fileRef}
                id={inputId}
                buttonLabel="webapp.payments.bulk.chooseFile"
                labelledBy={`${inputId}-label`}
                describedBy={`${inputId}-hint`}
                accept={ACCEPT}
                disabled={busy}
                onFiles={(files) => void choose(files[0]!)}
              >
                <span className="pay-muted">{chosen ?? t('webapp.payments.bulk.noFile')}</span>
              </FileChooser>
              <p id={`${inputId}-hint`} className="pay-muted pay-bulk__hint">
                {t('webapp.payments.bulk.fileHint', { header: PAYMENT_BATCH_CSV_HEADER.join(', ') })}
              </p>
            </div>
            {busy ? (
              <div className="pay-bulk__progress" role="status" aria-live="polite">
                <progress
                  max={1}
                  value={phase === 'uploading' || phase === 'creating' ? progress : undefined}
                  aria-label={t(`webapp.payments.bulk.phase.${phase}`)}
                />
                <span>
                  {t(`webapp.payments.bulk.phase.${phase}`, { percent: Math.round(progress * 100) })}
                </span>
              </div>
            ) : null}
            {refusal ? (
              <div ref={refusalRef} tabIndex={-1}>
                <Alert type="error" message={refusal} />
              </div>
            ) : null}
          </div>
        </Card>
        {validation && checked ? (
          <section className="k-stack" aria-labelledby={`${inputId}-result`}>
            <h2 id={`${inputId}-result`} ref={resultRef} tabIndex={-1} className="pay-bulk__result-title">
              {t('webapp.payments.bulk.resultTitle', { name: checked.fileName })}
            </h2>
            <p data-testid="bulk-summary" className="pay-bulk__summary">
              {t('webapp.payments.bulk.summary', {
                rows: validation.rowCount,
                valid: validation.validCount,
                invalid: validation.invalidCount,
              })}{' '}
              <BatchTotals totals={validation.totals} />
            </p>
            <BatchRows rows={validation.rows} />
            <div className="k-cluster pay-bulk__result-actions">
              <Button
                variant="primary"
                disabled={validation.validCount === 0 || busy}
                loading={phase === 'creating'}
                onClick={() => void create()}
              >
                {t('webapp.payments.bulk.create', { n: validation.validCount })}
              </Button>
              <Button variant="secondary" disabled={busy} onClick={restart}>
                {t('webapp.payments.bulk.another')}
              </Button>
            </div>
          </section>
        ) : null}
        <p>
          <Link to={`/payment/overview/${account.uid}?view=batches`}>
            {t('webapp.payments.bulk.toBatches')}
          </Link>
        </p>
      </div>
    </Page>
  );
}
