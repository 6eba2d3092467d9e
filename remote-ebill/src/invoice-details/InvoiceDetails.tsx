import { useEffect, useRef, useState, type ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { saveBase64File } from 'shared-kernel/api';
import { useApi, useBus, useSession } from 'shared-kernel/contract';
import {
  formatDate,
  formatDateTime,
  formatPaymentReference,
  maskIban,
  type EbillInvoice,
  type EbillInvoiceInstalment,
} from 'shared-kernel/domain';
import { useNavigate } from 'shared-kernel/router';
import { Alert, AmountDisplay, Badge, Button, Modal } from 'shared-kernel/ui';
import { ebillBaseOf, fetchReceipt, rejectInvoice } from '../api/ebill';
import { invoiceTone } from '../ebill-billers/invoices';
import { refusalKeyOf } from '../refusals';
import { receiptFileName } from './receipt';

export interface InvoiceDetailsProps {
  invoice: EbillInvoice;
  onClose: () => void;
  /** The invoice after an action (rejected), for the screen to show at once and reload. */
  onChanged: (invoice: EbillInvoice) => void;
}

/** Where "Pay" leads: the payment form, which reads the invoice and prefills the order (remote-payments). */
export const payInvoicePath = (businessCaseId: string): string =>
  `/payments/new?ebillInvoice=${encodeURIComponent(businessCaseId)}`;

const instalmentAmount = (instalment: EbillInvoiceInstalment) => {
  const { value, factor, currencyCode } = instalment.paymentInformation.amount;
  return { value, factor, currency: currencyCode };
};

/**
 * Spec §2 the eBill invoice detail with receipt download: every field of the invoice (§3), its instalments, what
 * its standing approval did (a payment it did not make told plainly, with what to do), the receipt as a PDF file,
 * and what the reader may do now (the gateway's `actions`, the kernel's invoiceActions): pay it in the payment
 * form, or reject it after a confirmation. One dialog throughout, so focus stays in it; a refusal is shown in it,
 * translated, focused and announced.
 */
export function InvoiceDetails({ invoice, onClose, onChanged }: InvoiceDetailsProps): ReactElement {
  const { t } = useTranslation();
  const api = useApi();
  const bus = useBus();
  const session = useSession();
  const navigate = useNavigate();
  const [confirmingReject, setConfirmingReject] = useState(false);
  const [busy, setBusy] = useState<'reject' | 'receipt' | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const refusalRef = useRef<HTMLDivElement | null>(null);
  const confirmRef = useRef<HTMLDivElement | null>(null);
  const base = ebillBaseOf(session);
  const { businessCaseId } = invoice;

  useEffect(() => {
    if (refusal) refusalRef.current?.focus();
  }, [refusal]);
  useEffect(() => {
    if (confirmingReject) confirmRef.current?.focus();
  }, [confirmingReject]);

  const downloadReceipt = async () => {
    setBusy('receipt');
    setRefusal(null);
    try {
      const receipt = await fetchReceipt(api, base, businessCaseId);
      saveBase64File(receipt, receiptFileName(receipt.fileName, businessCaseId));
    } catch (error) {
      console.error('[ebill] receipt failed', error);
      setRefusal('webapp.ebill.invoice.receiptFailed');
    } finally {
      setBusy(null);
    }
  };

  const reject = async () => {
    setBusy('reject');
    setRefusal(null);
    try {
      const rejected = await rejectInvoice(api, base, businessCaseId);
      bus.alert({
        alertType: 'success',
        message: 'webapp.ebill.invoice.rejected',
        values: { biller: invoice.billerName },
        autoDismissDelay: 5000,
      });
      onChanged(rejected);
      onClose();
    } catch (error) {
      setRefusal(refusalKeyOf(error));
    } finally {
      setBusy(null);
    }
  };

  const canPay = invoice.actions.includes('pay');
  const canReject = invoice.actions.includes('reject');
  const footer = confirmingReject ? (
    <div className="k-cluster">
      <Button
        variant="secondary"
        label="webapp.ebill.invoice.keep"
        onClick={() => setConfirmingReject(false)}
      />
      <Button
        variant="danger"
        label="webapp.ebill.invoice.confirmReject"
        loading={busy === 'reject'}
        onClick={() => void reject()}
      />
    </div>
  ) : (
    <div className="k-cluster ebill-invoice-actions">
      <Button
        variant="secondary"
        icon="download"
        label="webapp.ebill.invoice.receipt"
        loading={busy === 'receipt'}
        onClick={() => void downloadReceipt()}
      />
      {canReject ? (
        <Button
          variant="secondary"
          label="webapp.ebill.invoice.reject"
          onClick={() => setConfirmingReject(true)}
        />
      ) : null}
      {canPay ? (
        <Button label="webapp.ebill.invoice.pay" onClick={() => navigate(payInvoicePath(businessCaseId))} />
      ) : null}
    </div>
  );

  return (
    <Modal
      open
      title={{ key: `webapp.ebill.invoice.title.${invoice.type}`, values: { biller: invoice.billerName } }}
      onClose={onClose}
      footer={footer}
    >
      <div className="k-stack" data-testid="invoice-details" data-business-case={businessCaseId}>
        {confirmingReject ? (
          <div ref={confirmRef} tabIndex={-1} className="k-stack" data-testid="invoice-reject-confirmation">
            <Alert
              type="warning"
              title="webapp.ebill.invoice.rejectTitle"
              message={{ key: 'webapp.ebill.invoice.rejectText', values: { biller: invoice.billerName } }}
            />
          </div>
        ) : null}
        <AutoPayment invoice={invoice} />
        <dl className="ebill-facts">
          <dt>{t('webapp.ebill.invoice.status')}</dt>
          <dd>
            <span data-testid="invoice-status" data-status={invoice.status}>
              <Badge
                tone={invoiceTone(invoice.status)}
                label={`webapp.ebill.invoiceStatus.${invoice.status}`}
              />
            </span>
          </dd>
          <dt>{t('webapp.ebill.invoice.type')}</dt>
          <dd>{t(`webapp.ebill.invoiceType.${invoice.type}`)}</dd>
          <dt>{t('webapp.ebill.invoice.biller')}</dt>
          <dd>
            {invoice.creditor.name}, {invoice.creditor.city}
          </dd>
          <dt>{t('webapp.ebill.invoice.iban')}</dt>
          <dd className="ebill-mono">{maskIban(invoice.creditor.iban)}</dd>
          <dt>{t('webapp.ebill.invoice.reference')}</dt>
          <dd className="ebill-mono">
            {invoice.reference ? formatPaymentReference(invoice.reference) : '–'}
          </dd>
          <dt>{t('webapp.ebill.invoice.invoiceDate')}</dt>
          <dd>{formatDate(invoice.invoiceDate)}</dd>
          <dt>{t('webapp.ebill.invoice.dueDate')}</dt>
          <dd>{formatDate(invoice.dueDate)}</dd>
          <dt>
            {t(invoice.singlePayment ? 'webapp.ebill.invoice.amount' : 'webapp.ebill.invoice.amountNow')}
          </dt>
          <dd data-testid="invoice-amount">
            <AmountDisplay amount={invoice.amount} withCurrency />
          </dd>
          {invoice.singlePayment ? null : (
            <>
              <dt>{t('webapp.ebill.invoice.totalAmount')}</dt>
              <dd>
                <AmountDisplay amount={invoice.totalAmount} withCurrency />
              </dd>
            </>
          )}
          <dt>{t('webapp.ebill.invoice.payment')}</dt>
          <dd>
            {t(
              invoice.singlePayment
                ? 'webapp.ebill.invoice.singlePayment'
                : 'webapp.ebill.invoice.byInstalments',
              { count: invoice.paymentsByInstalments.length },
            )}
          </dd>
          {invoice.paymentOrderUid ? (
            <>
              <dt>{t('webapp.ebill.invoice.paymentOrder')}</dt>
              <dd>{t('webapp.ebill.invoice.paymentOrderLive')}</dd>
            </>
          ) : null}
          {invoice.settledAt ? (
            <>
              <dt>{t('webapp.ebill.invoice.settledAt')}</dt>
              <dd>{formatDateTime(invoice.settledAt)}</dd>
            </>
          ) : null}
          <dt>{t('webapp.ebill.invoice.businessCaseId')}</dt>
          <dd className="ebill-mono">{businessCaseId}</dd>
        </dl>
        {invoice.paymentsByInstalments.length > 0 ? (
          <table className="k-table ebill-instalments">
            <caption>{t('webapp.ebill.invoice.instalments')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('webapp.ebill.invoice.instalment')}</th>
                <th scope="col">{t('webapp.ebill.invoice.dueDate')}</th>
                <th scope="col" className="k-table__num">
                  {t('webapp.ebill.invoice.amount')}
                </th>
                <th scope="col">{t('webapp.ebill.invoice.status')}</th>
              </tr>
            </thead>
            <tbody>
              {invoice.paymentsByInstalments.map((instalment) => (
                <tr key={instalment.instalmentNumber}>
                  <td>{instalment.instalmentNumber}</td>
                  <td>{formatDate(instalment.dueDate)}</td>
                  <td className="k-table__num">
                    <AmountDisplay amount={instalmentAmount(instalment)} withCurrency />
                  </td>
                  <td>
                    {t(
                      instalment.settled
                        ? 'webapp.ebill.invoice.instalmentPaid'
                        : 'webapp.ebill.invoice.instalmentOpen',
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
        {refusal ? (
          <div ref={refusalRef} tabIndex={-1}>
            <Alert type="error" message={refusal} />
          </div>
        ) : null}
      </div>
    </Modal>
  );
}

/** What the invoice's standing approval did, told plainly: paid it, or why not and what to do instead. */
function AutoPayment({ invoice }: { invoice: EbillInvoice }): ReactElement | null {
  const outcome = invoice.autoPayment;
  if (!outcome) return null;
  if (outcome.outcome === 'paid')
    return <Alert type="success" message="webapp.ebill.invoice.autoPayment.paid" />;
  return (
    <div data-testid="invoice-not-covered" data-reason={outcome.reason ?? ''}>
      <Alert
        type="warning"
        title="webapp.ebill.invoice.autoPayment.notCovered"
        message={`webapp.ebill.invoice.autoPayment.reason.${outcome.reason ?? 'other'}`}
      />
    </div>
  );
}
