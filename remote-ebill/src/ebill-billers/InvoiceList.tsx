import type { ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { formatDate, type EbillInvoice } from 'shared-kernel/domain';
import { AmountDisplay, Badge } from 'shared-kernel/ui';
import { invoiceTone, invoicesInOrder } from './invoices';

export interface InvoiceListProps {
  invoices: EbillInvoice[];
  onOpen: (businessCaseId: string) => void;
}

/**
 * A biller's invoices, the open ones first (spec §4 status OPEN / SETTLED / REJECTED), each opening its details; an
 * open invoice its standing approval did not pay says that it waits for the customer.
 */
export function InvoiceList({ invoices, onOpen }: InvoiceListProps): ReactElement {
  const { t } = useTranslation();
  if (invoices.length === 0) return <p className="ebill-muted">{t('webapp.ebill.invoices.none')}</p>;
  return (
    <ul className="ebill-invoices" aria-label={t('webapp.ebill.invoices.list')}>
      {invoicesInOrder(invoices).map((invoice) => (
        <li key={invoice.businessCaseId}>
          <button
            type="button"
            className="ebill-invoice"
            onClick={() => onOpen(invoice.businessCaseId)}
            data-testid="invoice-row"
            data-business-case={invoice.businessCaseId}
            data-status={invoice.status}
          >
            <span className="ebill-invoice__main">
              <span className="ebill-invoice__type">{t(`webapp.ebill.invoiceType.${invoice.type}`)}</span>
              <span className="ebill-muted">
                {t('webapp.ebill.invoices.due', { date: formatDate(invoice.dueDate) })}
              </span>
            </span>
            <span className="ebill-invoice__side">
              <AmountDisplay amount={invoice.amount} withCurrency />
              <Badge
                tone={invoiceTone(invoice.status)}
                label={`webapp.ebill.invoiceStatus.${invoice.status}`}
              />
              {invoice.status === 'OPEN' && invoice.autoPayment?.outcome === 'notCovered' ? (
                <Badge tone="warning" label="webapp.ebill.invoices.notCovered" />
              ) : null}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
