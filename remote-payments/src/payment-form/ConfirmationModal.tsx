import type { ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import {
  formatAmount,
  formatDate,
  formatExchangeRate,
  formatPaymentReference,
  maskIban,
  normalizeIban,
  parseAmount,
} from 'shared-kernel/domain';
import { Alert, Button, Card, type Message, Modal, useFormatLocale } from 'shared-kernel/ui';
import type { UploaderFile } from 'shared-kernel/widgets';
import { countryOptions } from './countries';
import type { IncoreQuote, PaymentFormValues } from './types';

export interface ConfirmationModalProps {
  open: boolean;
  values: PaymentFormValues;
  withAddress: boolean;
  files: UploaderFile[];
  debitAccountName: string;
  /** The FX quote of an incore payment: what the account is debited, at which rate, with which fee. */
  quote: IncoreQuote | null;
  submitting: boolean;
  /** The refusal of the last confirm, shown in the modal (the form keeps every value). */
  error: Message | null;
  mode: 'post' | 'patch';
  onConfirm: () => void;
  onClose: () => void;
}

function Fact({ label, value, mono }: { label: string; value: string; mono?: boolean }) {
  const { t } = useTranslation();
  if (!value) return null;
  return (
    <>
      <dt>{t(label)}</dt>
      <dd className={mono ? 'pay-mono' : undefined}>{value}</dd>
    </>
  );
}

/** Spec §2 confirmation: beneficiary, optional address, amount, details and attachments cards, then confirm. */
export function ConfirmationModal({
  open,
  values,
  withAddress,
  files,
  debitAccountName,
  quote,
  submitting,
  error,
  mode,
  onConfirm,
  onClose,
}: ConfirmationModalProps): ReactElement | null {
  const { t, i18n } = useTranslation();
  const locale = useFormatLocale();
  const amount = parseAmount(values.amount, values.currency);
  const address = values.beneficiary.address;
  const country = countryOptions(i18n.language).find((option) => option.value === address.country);
  return (
    <Modal
      open={open}
      onClose={() => (submitting ? undefined : onClose())}
      title="webapp.payments.confirm.title"
      size="wide"
      footer={
        <>
          <Button variant="secondary" label="dict.back" onClick={onClose} disabled={submitting} />
          <Button
            label={mode === 'patch' ? 'webapp.payments.confirm.save' : 'webapp.payments.confirm.confirm'}
            loading={submitting}
            onClick={onConfirm}
          />
        </>
      }
    >
      <div className="k-stack">
        {error ? <Alert type="error" message={error} /> : null}
        <Card title="webapp.payments.form.beneficiary" level={3}>
          <dl className="pay-facts">
            <Fact label="webapp.payments.form.name" value={values.beneficiary.name} />
            <Fact label="dict.iban" value={maskIban(normalizeIban(values.beneficiary.iban))} mono />
            <Fact label="webapp.payments.form.bic" value={values.beneficiary.swiftBIC} mono />
          </dl>
        </Card>
        {withAddress && address.postalCode ? (
          <Card title="webapp.payments.form.address" level={3}>
            <address className="pay-address">
              {[address.street, address.number].filter(Boolean).join(' ')}
              <br />
              {address.postalCode} {address.city}
              <br />
              {country?.label.text ?? address.country}
            </address>
          </Card>
        ) : null}
        <Card title="webapp.payments.form.amountSection" level={3}>
          <dl className="pay-facts">
            <Fact label="webapp.payments.form.fromAccount" value={debitAccountName} />
            <Fact
              label="dict.amount"
              value={amount ? `${values.currency} ${formatAmount(amount, locale)}` : values.amount}
            />
            <Fact
              label="webapp.payments.form.paymentDate"
              value={values.paymentTime ? formatDate(values.paymentTime) : ''}
            />
            {quote ? (
              <>
                <Fact label="webapp.payments.quote.rate" value={formatExchangeRate(quote.exchangeRate)} />
                <Fact
                  label="webapp.payments.quote.fee"
                  value={`${quote.additionalFee.currency} ${formatAmount(quote.additionalFee, locale)}`}
                />
                <Fact
                  label="webapp.payments.quote.total"
                  value={`${quote.totalDebit.currency} ${formatAmount(quote.totalDebit, locale)}`}
                />
              </>
            ) : null}
            <Fact
              label="webapp.payments.form.recurrence"
              value={t(`webapp.payments.recurrence.${values.recurrence}`)}
            />
            {values.recurrence !== 'single' ? (
              // Issue 28: a standing order names its end: the last payment date, or until cancelled.
              <Fact
                label="webapp.payments.confirm.recurrenceEnd"
                value={
                  values.recurrenceEndDate
                    ? formatDate(values.recurrenceEndDate)
                    : t('webapp.payments.standing.untilCancelled')
                }
              />
            ) : null}
          </dl>
        </Card>
        <Card title="webapp.payments.form.details" level={3}>
          <dl className="pay-facts">
            <Fact
              label="webapp.payments.form.reference"
              value={formatPaymentReference(values.structuredReference)}
              mono
            />
            <Fact label="webapp.payments.form.message" value={values.paymentReason} />
            <Fact label="webapp.payments.form.category" value={t(`dict.category.${values.category}`)} />
            <Fact label="webapp.payments.form.note" value={values.noteText} />
          </dl>
        </Card>
        {files.length > 0 ? (
          <Card title="dict.attachments" level={3}>
            <ul className="pay-files">
              {files.map((file) => (
                <li key={file.key}>{file.name}</li>
              ))}
            </ul>
          </Card>
        ) : null}
      </div>
    </Modal>
  );
}
