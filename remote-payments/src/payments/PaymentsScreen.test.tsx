import { screen } from '@testing-library/react';
import { renderScreen } from 'shared-kernel/testing';
import { PaymentsScreen } from './PaymentsScreen';

describe('/payments', () => {
  it('offers the IBAN, SWIFT and internal forms and the overview', () => {
    renderScreen(<PaymentsScreen />, { session: 'annaPrivate' });
    expect(screen.getByRole('link', { name: 'Payment with IBAN' })).toHaveAttribute('href', '/payments/new');
    expect(screen.getByRole('link', { name: 'International payment (SWIFT)' })).toHaveAttribute(
      'href',
      '/payments/new?paymentType=swift',
    );
    expect(screen.getByRole('link', { name: 'Transfer between own accounts' })).toHaveAttribute(
      'href',
      '/payments/newInternal',
    );
  });

  it('offers no internal transfer with a single account', () => {
    renderScreen(<PaymentsScreen />, { session: 'noraPrivate' });
    expect(screen.queryByRole('link', { name: 'Transfer between own accounts' })).not.toBeInTheDocument();
  });
});
