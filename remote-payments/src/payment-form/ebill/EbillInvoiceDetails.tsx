import { useState, type ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { saveBase64File } from 'shared-kernel/api';
import { useApi } from 'shared-kernel/contract';
import { formatAmount, formatDate, type EbillInvoice, type RelatedBiller } from 'shared-kernel/domain';
import { Alert, Button, Section, useFormatLocale } from 'shared-kernel/ui';
import { fetchEbillReceipt } from './api';

export interface EbillInvoiceDetailsProps {
  invoice: EbillInvoice;
  biller: RelatedBiller | null;
  /** The context's eBill base (the receipt's). */
  base: string;
}

/**
 * Spec §2 "E-bill invoice details" of the payment form (issue 31): the biller, invoice and due dates, the amount,
 * the instalments, and the receipt as a PDF file.
 */
export function EbillInvoiceDetails({ invoice, biller, base }: EbillInvoiceDetailsProps): ReactElement {
  const { t } = useTranslation();
  const api = useApi();
  const locale = useFormatLocale();
  const [receipt, setReceipt] = useState<'idle' | 'loading' | 'failed'>('idle');
  const money = (amount: { value: number; factor: number; currency: string }) =>
    `${amount.currency} ${formatAmount(amount, locale)}`;

  const download = async () => {
    setReceipt('loading');
    try {
      const receipt = await fetchEbillReceipt(api, base, invoice.businessCaseId);
      saveBase64File(receipt, receipt.fileName);
      setReceipt('idle');
    } catch (error) {
      console.error('[payments] eBill receipt failed', error);
      setReceipt('failed');
    }
  };

  return (
    <Section title="webapp.payments.ebill.title">
      <div className="k-stack">
        <dl className="pay-facts pay-ebill" aria-label={t('webapp.payments.ebill.title')}>
          <dt>{t('webapp.payments.ebill.biller')}</dt>
          <dd>
            {invoice.billerName}
            {biller?.city ? `, ${biller.city}` : ''}
          </dd>
          {biller?.customerReference ? (
            <>
              <dt>{t('webapp.payments.ebill.customerReference')}</dt>
              <dd>{biller.customerReference}</dd>
            </>
          ) : null}
          <dt>{t('webapp.payments.ebill.invoiceDate')}</dt>
          <dd>{formatDate(invoice.invoiceDate)}</dd>
          <dt>{t('webapp.payments.ebill.dueDate')}</dt>
          <dd>{formatDate(invoice.dueDate)}</dd>
          <dt>{t('webapp.payments.ebill.totalAmount')}</dt>
          <dd>{money(invoice.totalAmount)}</dd>
          <dt>{t('webapp.payments.ebill.type')}</dt>
          <dd>{t(`webapp.payments.ebill.types.${invoice.type}`)}</dd>
        </dl>
        {invoice.paymentsByInstalments.length > 0 ? (
          <table className="pay-ebill-instalments">
            <caption>{t('webapp.payments.ebill.instalments')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('webapp.payments.ebill.instalment')}</th>
                <th scope="col">{t('webapp.payments.ebill.dueDate')}</th>
                <th scope="col">{t('dict.amount')}</th>
                <th scope="col">{t('webapp.payments.ebill.instalmentStatus')}</th>
              </tr>
            </thead>
            <tbody>
              {invoice.paymentsByInstalments.map((instalment) => (
                <tr key={instalment.instalmentNumber}>
                  <td>{instalment.instalmentNumber}</td>
                  <td>{formatDate(instalment.dueDate)}</td>
                  <td>
                    {money({
                      value: instalment.paymentInformation.amount.value,
                      factor: instalment.paymentInformation.amount.factor,
                      currency: instalment.paymentInformation.amount.currencyCode,
                    })}
                  </td>
                  <td>
                    {t(
                      instalment.settled
                        ? 'webapp.payments.ebill.instalmentPaid'
                        : instalment.paymentOrderUid
                          ? 'webapp.payments.ebill.instalmentInPayment'
                          : 'webapp.payments.ebill.instalmentOpen',
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
        <div className="k-cluster">
          <Button
            variant="secondary"
            icon="download"
            label="webapp.payments.ebill.receipt"
            loading={receipt === 'loading'}
            onClick={() => void download()}
          />
        </div>
        {receipt === 'failed' ? <Alert type="error" message="webapp.payments.ebill.receiptFailed" /> : null}
        <p className="pay-muted">{t('webapp.payments.ebill.fixedHint')}</p>
      </div>
    </Section>
  );
}
