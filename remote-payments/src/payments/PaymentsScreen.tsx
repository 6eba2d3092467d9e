import type { ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { Link } from 'shared-kernel/router';
import { useSession } from 'shared-kernel/contract';
import { debitAccountChoices } from 'shared-kernel/domain';
import { Page } from 'shared-kernel/ui';
import '../payment-form/payment-form.css';

interface PaymentChoice {
  to: string;
  title: string;
  text: string;
}

/**
 * Route /payments (spec §2; entered only when a payment can be created on the selected account): the ways to
 * pay, each leading to its form.
 */
export function PaymentsScreen(): ReactElement {
  const { t } = useTranslation();
  const session = useSession();
  const choices: PaymentChoice[] = [
    { to: '/payments/new', title: 'webapp.payments.hub.iban', text: 'webapp.payments.hub.ibanText' },
    {
      to: '/payments/new?paymentType=swift',
      title: 'webapp.payments.hub.swift',
      text: 'webapp.payments.hub.swiftText',
    },
  ];
  // Between own accounts needs a second account to credit.
  if (session.cashAccounts.length > 1 && debitAccountChoices(session).length > 0) {
    choices.push({
      to: '/payments/newInternal',
      title: 'webapp.title.newInternalPayment',
      text: 'webapp.payments.hub.internalText',
    });
  }
  // Issue 30: a pain.001 or CSV file of payments (who may pay from an account may upload one).
  if (debitAccountChoices(session).length > 0)
    choices.push({
      to: '/payments/bulk',
      title: 'webapp.payments.bulk.title',
      text: 'webapp.payments.bulk.hubText',
    });
  choices.push({
    to: '/payment/overview',
    title: 'webapp.title.paymentOverview',
    text: 'webapp.payments.hub.overviewText',
  });
  return (
    <Page title="webapp.title.payments">
      <ul className="pay-hub">
        {choices.map((choice) => (
          <li key={choice.to} className="k-card">
            <h2 className="k-card__title">
              <Link to={choice.to}>{t(choice.title)}</Link>
            </h2>
            <p className="pay-muted">{t(choice.text)}</p>
          </li>
        ))}
      </ul>
    </Page>
  );
}
