import { screen, within } from '@testing-library/react';
import { expectNoAxeViolations, renderScreen } from 'shared-kernel/testing';
import { aslDetails, aslMembers, ASL_UID, BAKERY_UID } from './fixtures';
import { PartnershipDetailsScreen } from './PartnershipDetailsScreen';

function renderDetails(session: 'claireAssociation' | 'annaBaeckerei', uid: string, pending: unknown = null) {
  const harness = renderScreen(<PartnershipDetailsScreen />, { session, route: '/partnership-details' });
  harness
    .mockApi!.on('get', `/api/v2/partnerships/${uid}`, () => ({ data: aslDetails({ uid }) }))
    .on('get', `/api/v2/partnerships/${uid}/objectives`, {
      data: { serviceObjectives: ['payments', 'payroll'] },
    })
    .on('get', `/api/v2/partnerships/${uid}/members`, { data: aslMembers })
    .on('get', `/api/v2/partnerships/${uid}/pending-update`, { data: { pendingUpdate: pending } });
  return harness;
}

describe('the partnership details', () => {
  it('shows the partnership translated, its people and objectives, and offers the update to an admin of ASL', async () => {
    const harness = renderDetails('claireAssociation', ASL_UID);
    const facts = await screen.findByTestId('partnership-facts');
    expect(facts).toHaveTextContent('Association Sportive Lausanne');
    expect(facts).toHaveTextContent('Association');
    expect(facts).toHaveTextContent('CHE-109.744.201');
    expect(facts).toHaveTextContent('Kept by the bank');
    expect(screen.getByText('Individual signature')).toBeInTheDocument();
    expect(screen.getByText(/Each signatory signs alone/)).toBeInTheDocument();
    expect(screen.getByTestId('partnership-people')).toHaveTextContent('Claire Dubois: Member, Admin');
    expect(
      within(screen.getByTestId('partnership-objectives'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Payments', 'Salaries']);
    expect(screen.getByRole('link', { name: 'Update company details' })).toHaveAttribute(
      'href',
      `/partnership-details/update-partnership-form/${ASL_UID}`,
    );
    await expectNoAxeViolations(harness.container);
  });

  it('offers no update for a company in the commercial register', async () => {
    renderDetails('annaBaeckerei', BAKERY_UID);
    await screen.findByTestId('partnership-facts');
    expect(screen.queryByRole('link', { name: 'Update company details' })).not.toBeInTheDocument();
  });

  it('shows a pending update instead of offering a second one', async () => {
    renderDetails('claireAssociation', ASL_UID, {
      uid: 'u1',
      partnershipUid: ASL_UID,
      status: 'pending',
      changes: {},
      requestedBy: { personUid: 'claire', name: 'Claire Dubois' },
      requestedAt: '2026-11-27T10:00:00.000Z',
      decidedAt: null,
    });
    expect(await screen.findByText('An update is waiting for the bank')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show the submitted update' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Update company details' })).not.toBeInTheDocument();
  });
});
