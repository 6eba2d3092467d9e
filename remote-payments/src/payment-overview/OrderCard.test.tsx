import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import type { Language, PaymentOrderRead } from 'shared-kernel/domain';
import { createTestI18n } from 'shared-kernel/testing';
import { orderRead } from '../payment-form/testFixtures';
import { resultMessage } from '../payment-form/ResultView';
import { OrderCard } from './OrderCard';

/** The statuses the sandbox clearing reaches (docs/payments-api.md), with the reason the gateway sends. */
const CLEARING: [PaymentOrderRead['status'], PaymentOrderRead['statusReason']][] = [
  ['in-progress', null],
  ['retrying', 'clearing_refused'],
  ['manual', 'manual_review'],
  ['quarantine', 'compliance_review'],
];

const LABELS: Record<string, Record<string, string>> = {
  de: {
    'in-progress': 'In Bearbeitung',
    retrying: 'Neuer Versuch',
    manual: 'Manuelle Prüfung',
    quarantine: 'In Prüfung',
  },
  fr: {
    'in-progress': 'En cours',
    retrying: 'Nouvelle tentative',
    manual: 'Contrôle manuel',
    quarantine: "En cours d'examen",
  },
  it: {
    'in-progress': 'In corso',
    retrying: 'Nuovo tentativo',
    manual: 'Verifica manuale',
    quarantine: 'In esame',
  },
  en: {
    'in-progress': 'In progress',
    retrying: 'Retrying',
    manual: 'Manual check',
    quarantine: 'Under review',
  },
};

describe.each(Object.keys(LABELS) as Language[])('order card in %s', (language) => {
  // createTestI18n throws on a missing key: each label and reason exists in the language's catalogues.
  const i18n = createTestI18n({ language });

  it.each(CLEARING)('shows %s with its translated label and reason', (status, statusReason) => {
    const base = orderRead(status, 'account-1');
    const nextAttemptDate = status === 'retrying' ? '2026-11-26' : null;
    const order = { ...base, statusReason, paymentOrderData: { ...base.paymentOrderData, nextAttemptDate } };
    render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <ul>
            <OrderCard order={order} />
          </ul>
        </MemoryRouter>
      </I18nextProvider>,
    );
    expect(screen.getByText(LABELS[language]![status]!)).toBeInTheDocument();
    if (statusReason) expect(screen.getByText(i18n.t(`app.payments.${statusReason}`))).toBeInTheDocument();
    if (nextAttemptDate) expect(screen.getByText(/26\.11\.2026/)).toBeInTheDocument();
    // The captured screen has a message of its own for each of them (not "saved for a date").
    const message = resultMessage({ ...order, status }, '2026-11-25');
    expect(message.key).not.toBe('webapp.payments.result.saved');
    expect(i18n.exists(message.key)).toBe(true);
  });
});
