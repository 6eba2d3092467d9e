import { memo, type ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { formatAmount, formatDate, formatExchangeRate, type CashAccount } from 'shared-kernel/domain';
import { Alert, Section, Select, Spinner, useFormatLocale } from 'shared-kernel/ui';
import { AmountInput, CashAccountSelect, CurrencyPicker, DatePicker } from 'shared-kernel/widgets';
import type { IncoreQuote, PaymentDates } from './types';
import type { SectionForm } from './useFormController';

/** The values the amount section shows and sets (useSectionForm). */
export const AMOUNT_FIELDS = [
  'accountUid',
  'amount',
  'currency',
  'paymentTime',
  'recurrence',
  'recurrenceEndDate',
] as const;

export interface AmountSectionProps {
  form: SectionForm<(typeof AMOUNT_FIELDS)[number]>;
  /** Spec §5: accounts with capture rights only. */
  debitAccounts: CashAccount[];
  onDebitAccount: (uid: string) => void;
  /** Spec §4: monthlylast also sets the payment date. */
  onRecurrence: (recurrence: string) => void;
  currencies: string[];
  /** Internal payments take the target account's currency. */
  currencyFixed: boolean;
  recurrences: string[];
  dates: PaymentDates | null;
  minDate: string;
  maxDate?: string;
  /** Spec §4: editable only without an executed payment time and when not rejected. */
  dateEditable: boolean;
  quote: { state: 'idle' | 'loading' | 'failed' } | { state: 'ready'; quote: IncoreQuote };
  /** Spec §8: the foreign-bank fee notice for incore foreign payments. */
  foreignFeeNotice: boolean;
  /** Issue 31: amount, currency and recurrence are the eBill invoice's (read-only, a single payment). */
  fixed?: boolean;
}

function QuoteFacts({ quote }: { quote: IncoreQuote }): ReactElement {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  return (
    <dl className="pay-facts" aria-live="polite">
      <dt>{t('webapp.payments.quote.debited')}</dt>
      <dd>
        {quote.sourceAmount.currency} {formatAmount(quote.sourceAmount, locale)}
      </dd>
      <dt>{t('webapp.payments.quote.rate')}</dt>
      <dd>{formatExchangeRate(quote.exchangeRate)}</dd>
      <dt>{t('webapp.payments.quote.fee')}</dt>
      <dd>
        {quote.additionalFee.currency} {formatAmount(quote.additionalFee, locale)}
      </dd>
      <dt>{t('webapp.payments.quote.total')}</dt>
      <dd>
        {quote.totalDebit.currency} {formatAmount(quote.totalDebit, locale)}
      </dd>
    </dl>
  );
}

/**
 * Spec §2 Amount: from account, amount, currency, payment date, recurrence; the FX quote of incore payments.
 * Rendered again only when its props change (issue 34 item 3).
 */
export const AmountSection = memo(function AmountSection({
  form,
  debitAccounts,
  onDebitAccount,
  onRecurrence,
  currencies,
  currencyFixed,
  recurrences,
  dates,
  minDate,
  maxDate,
  dateEditable,
  quote,
  foreignFeeNotice,
  fixed = false,
}: AmountSectionProps): ReactElement {
  const { values } = form;
  // Spec §5: weekends are allowed for standing or recurring payments.
  const recurring = values.recurrence !== 'single';
  return (
    <Section title="webapp.payments.form.amountSection">
      <div className="k-stack">
        <CashAccountSelect
          label="webapp.payments.form.fromAccount"
          name="accountUid"
          required
          accounts={debitAccounts}
          value={values.accountUid || null}
          onChange={onDebitAccount}
          error={form.errorOf('accountUid')}
          disabled={form.disabled}
        />
        <div className="k-grid">
          <AmountInput
            label="dict.amount"
            name="amount"
            required
            currency={values.currency}
            readOnly={fixed}
            value={values.amount}
            onChange={(text) => form.set('amount', text)}
            onBlur={() => form.touch('amount')}
            error={form.errorOf('amount')}
            disabled={form.disabled}
          />
          <CurrencyPicker
            label="dict.currency"
            name="currency"
            currencies={currencies}
            value={values.currency}
            onChange={(currency) => form.set('currency', currency)}
            disabled={form.disabled || currencyFixed || fixed}
          />
          <DatePicker
            label="webapp.payments.form.paymentDate"
            required
            value={values.paymentTime || null}
            onChange={(iso) => {
              form.set('paymentTime', iso ?? '');
              form.touch('paymentTime');
            }}
            minDate={minDate}
            maxDate={maxDate}
            clearingHolidays={dates?.clearingHolidays}
            weekendAllowed={recurring || (dates?.weekendAllowed ?? false)}
            error={form.errorOf('paymentTime')}
            disabled={form.disabled || !dateEditable}
          />
          {recurrences.length > 0 && !fixed ? (
            <Select
              label="webapp.payments.form.recurrence"
              name="recurrence"
              placeholder={null}
              value={values.recurrence}
              onChange={(event) => onRecurrence(event.target.value)}
              options={recurrences.map((value) => ({
                value,
                label: `webapp.payments.recurrence.${value}`,
              }))}
              error={form.errorOf('recurrence')}
              disabled={form.disabled}
            />
          ) : null}
          {recurring ? (
            // Issue 28: a standing order's optional last payment date; empty: until cancelled.
            <DatePicker
              label="webapp.payments.form.recurrenceEndDate"
              hint="webapp.payments.form.recurrenceEndHint"
              value={values.recurrenceEndDate || null}
              onChange={(iso) => {
                form.set('recurrenceEndDate', iso ?? '');
                form.touch('recurrenceEndDate');
              }}
              minDate={values.paymentTime || minDate}
              weekendAllowed
              error={form.errorOf('recurrenceEndDate')}
              disabled={form.disabled}
            />
          ) : null}
        </div>
        {recurring ? (
          <Alert
            type="info"
            message={
              values.recurrenceEndDate
                ? {
                    key: 'webapp.payments.form.standingOrderInfoUntil',
                    values: { date: formatDate(values.recurrenceEndDate) },
                  }
                : 'webapp.payments.form.standingOrderInfo'
            }
          />
        ) : null}
        {quote.state === 'loading' ? <Spinner label="webapp.payments.quote.loading" /> : null}
        {quote.state === 'failed' ? <Alert type="warning" message="webapp.payments.quote.failed" /> : null}
        {quote.state === 'ready' ? <QuoteFacts quote={quote.quote} /> : null}
        {foreignFeeNotice ? <Alert type="info" message="webapp.payments.form.foreignFeeNotice" /> : null}
      </div>
    </Section>
  );
});
