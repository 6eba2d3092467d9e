import { screen } from '@testing-library/react';
import { expectNoAxeViolations, renderScreen } from 'shared-kernel/testing';
import { NoActiveRolesScreen } from './NoActiveRolesScreen';

describe('the no-active-roles screen', () => {
  it('tells Ben what the status of Keller Robotics means, what comes next and whom to ask', async () => {
    const harness = renderScreen(<NoActiveRolesScreen />, {
      session: 'benKellerRobotics',
      route: '/no-active-roles',
    });
    expect(
      screen.getByRole('heading', { name: 'Keller Robotics AG: no active role yet' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('no-active-roles')).toHaveTextContent('New: the request has arrived.');
    expect(screen.getByText(/checks the request within two working days/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'business@kontor.ch' })).toHaveAttribute(
      'href',
      'mailto:business@kontor.ch',
    );
    expect(screen.getByText(/1\. Request/).closest('li')).toHaveAttribute('aria-current', 'step');
    await expectNoAxeViolations(harness.container);
  });
});
