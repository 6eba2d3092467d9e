import { useCallback, useEffect, useState, type ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { SELECT_CASH_ACCOUNT, debounceTime, filter, type SelectCashAccountPayload } from 'shared-kernel/bus';
import { useApi, useBus, useSession } from 'shared-kernel/contract';
import { formatDate, type Card, type Transaction } from 'shared-kernel/domain';
import { useNavigate } from 'shared-kernel/router';
import { AmountDisplay, Badge, Button, Section, Spinner } from 'shared-kernel/ui';
import { fetchCardPayments } from './api';

/** How many of the card's payments the details list. */
const SHOWN_PAYMENTS = 5;
const LIVE_RELOAD_DEBOUNCE_MS = 300;

const signed = (transaction: Transaction) => ({
  ...transaction.amount,
  value: transaction.direction === 'debit' ? -transaction.amount.value : transaction.amount.value,
});

/**
 * The card's latest payments, a declined one with its reason (spec §4 decline reasons), and the way to all the
 * debit account's transactions (the accounts remote's screen, with that account selected). New payments arrive
 * with the account's cash sub account event, so a terminal payment shows without a reload.
 */
export function CardPayments({ card }: { card: Card }): ReactElement | null {
  const { t } = useTranslation();
  const api = useApi();
  const bus = useBus();
  const session = useSession();
  const navigate = useNavigate();
  const [payments, setPayments] = useState<Transaction[] | null>(null);
  const [failed, setFailed] = useState(false);
  const cardUid = card.baseCardDetails.cardUID;
  // The account's bookings are read only where the session may read the account.
  const account = session.cashAccounts.find((candidate) => candidate.uid === card.debitAccountUid) ?? null;

  const load = useCallback(async () => {
    if (!account) return;
    try {
      setPayments(await fetchCardPayments(api, account.uid, cardUid));
      setFailed(false);
    } catch (error) {
      console.error('[cards] card payments failed', error);
      setFailed(true);
    }
  }, [api, account, cardUid]);

  useEffect(() => {
    setPayments(null);
    void load();
  }, [load]);

  useEffect(() => {
    if (!account) return undefined;
    const subscription = bus.stream$
      .pipe(
        filter(
          (message) => message.type === 'cashSubAccount' && message.message.cashAccountUid === account.uid,
        ),
        debounceTime(LIVE_RELOAD_DEBOUNCE_MS),
      )
      .subscribe(() => void load());
    return () => subscription.unsubscribe();
  }, [bus, account, load]);

  if (!account) return null;

  const openTransactions = () => {
    const payload: SelectCashAccountPayload = { cashAccountUid: account.uid };
    bus.dispatch({ type: SELECT_CASH_ACCOUNT, payload });
    navigate('/transactions');
  };

  const shown = (payments ?? []).slice(0, SHOWN_PAYMENTS);
  return (
    <Section
      title="webapp.cards.payments.title"
      level={3}
      actions={
        <Button
          variant="link"
          label={{ key: 'webapp.cards.payments.all', values: { account: account.accountName } }}
          onClick={openTransactions}
        />
      }
    >
      {failed ? (
        <p className="cards-muted">{t('webapp.cards.payments.loadFailed')}</p>
      ) : payments === null ? (
        <Spinner label="dict.loading" />
      ) : shown.length === 0 ? (
        <p className="cards-muted">{t('webapp.cards.payments.none')}</p>
      ) : (
        <ul className="cards-rows" data-testid="card-payments">
          {shown.map((payment) => (
            <li
              key={payment.uid}
              className="cards-row"
              data-testid="card-payment"
              data-status={payment.status}
            >
              <span>
                <strong>{payment.merchant?.name ?? payment.counterparty.name ?? payment.bookingText}</strong>
                <br />
                <span className="cards-muted">
                  {formatDate(payment.bookingDate)}
                  {payment.declineReason ? ` · ${t(`dict.declineReason.${payment.declineReason}`)}` : ''}
                </span>
              </span>
              <span className="k-cluster">
                {payment.status !== 'booked' ? (
                  <Badge
                    tone={payment.status === 'reserved' ? 'info' : 'warning'}
                    label={`dict.transactionStatus.${payment.status}`}
                  />
                ) : null}
                {payment.status === 'rejected' || payment.status === 'cancelled' ? (
                  <del>
                    <AmountDisplay amount={signed(payment)} withCurrency />
                  </del>
                ) : (
                  <AmountDisplay amount={signed(payment)} withCurrency signColour />
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
