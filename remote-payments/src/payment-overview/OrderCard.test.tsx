import { screen } from '@testing-library/react';
import type { Language, PaymentOrderRead } from 'shared-kernel/domain';
import { createTestI18n, renderScreen } from 'shared-kernel/testing';
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
    renderScreen(
      <ul>
        <OrderCard order={order} />
      </ul>,
      { i18n },
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

describe('order card decisions (issue 28)', () => {
  it('names the capturer, each signer with the date, and a rejection with its reason', () => {
    const base = orderRead('approval', 'account-1');
    const approval = {
      uid: 'a',
      status: 'pending' as const,
      votingRule: 'as_two' as const,
      requiredApprovals: 2,
      approvedBy: ['anna'],
      stillNeeded: 1,
      rejectedBy: null,
      mayApprove: false,
      signatures: [{ personUid: 'anna', name: 'Anna Muster', signedAt: '2026-11-26T09:00:00.000Z' }],
      rejectedByName: null,
    };
    const { unmount } = renderScreen(
      <ul>
        <OrderCard order={{ ...base, approval, capturer: { uid: 'luca', name: 'Luca Rossi' } }} />
      </ul>,
      { language: 'de' },
    );
    expect(screen.getByText('Erfasst von Luca Rossi')).toBeInTheDocument();
    expect(
      screen.getByText('1 von 2 Unterschriften: Anna Muster hat am 26.11.2026 unterschrieben'),
    ).toBeInTheDocument();
    unmount();
    const rejected = {
      ...orderRead('rejected', 'account-1'),
      approval: {
        ...approval,
        status: 'rejected' as const,
        rejectedBy: 'anna',
        rejectedByName: 'Anna Muster',
      },
      rejectionReason: 'Rechnung bereits bezahlt',
    };
    renderScreen(
      <ul>
        <OrderCard order={rejected} />
      </ul>,
      { language: 'en' },
    );
    expect(screen.getByText('Rejected by Anna Muster')).toBeInTheDocument();
    expect(screen.getByText('Reason: Rechnung bereits bezahlt')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Payment confirmation (PDF)' })).toBeInTheDocument();
  });
});
