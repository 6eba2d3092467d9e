import { screen } from '@testing-library/react';
import { personas, renderScreen } from 'shared-kernel/testing';
import { PartsUnavailable } from './PartsUnavailable';

it('says the data is incomplete while the snapshot lacks parts, and nothing once it has them', () => {
  const lacking = { ...personas.annaPrivate, cashAccounts: [], unavailable: ['cashAccounts' as const] };
  const { rerender } = renderScreen(<PartsUnavailable snapshot={lacking} />);
  expect(screen.getByRole('status')).toHaveTextContent(
    'Some of your data could not be loaded. Kontor is trying again.',
  );
  rerender(<PartsUnavailable snapshot={personas.annaPrivate} />);
  expect(screen.queryByRole('status')).toBeNull();
});
