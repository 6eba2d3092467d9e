import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SESSION_RELOAD, type HostAction } from 'shared-kernel/bus';
import { expectNoAxeViolations, renderScreen } from 'shared-kernel/testing';
import { aslDetails, ASL_UID } from '../partnership-details/fixtures';
import { UpdatePartnershipFormScreen } from './UpdatePartnershipFormScreen';

const BASE = `/api/v2/partnerships/${ASL_UID}`;
const FORM = '/partnership-details/update-partnership-form';

function renderForm(session: 'claireAssociation' | 'lucaBaeckerei' = 'claireAssociation') {
  const harness = renderScreen(<UpdatePartnershipFormScreen />, {
    session,
    route: `${FORM}/${ASL_UID}/name`,
    path: `${FORM}/:id?/:step?`,
  });
  harness
    .mockApi!.on('get', BASE, () => ({ data: aslDetails() }))
    .on('get', `${BASE}/objectives`, { data: { serviceObjectives: ['payments'] } })
    .on('get', `${BASE}/pending-update`, { data: { pendingUpdate: null } });
  const actions: HostAction[] = [];
  harness.bus.actions$.subscribe((action) => actions.push(action));
  return { ...harness, actions };
}

describe('the update of an internal-registry partnership', () => {
  it('walks the steps, verifies the domicile with the post and submits a pending update', async () => {
    const harness = renderForm();
    harness.mockApi!.on('post', '/api/v2/postaladdress/verify', (request) => ({
      data: { address: request.data },
    }));
    harness.mockApi!.on('post', `${BASE}/pending-update`, (request) => ({
      status: 201,
      data: {
        uid: 'u1',
        partnershipUid: ASL_UID,
        status: 'pending',
        changes: request.data,
        requestedBy: { personUid: 'claire', name: 'Claire Dubois' },
        requestedAt: '2026-11-27T10:00:00.000Z',
        decidedAt: null,
      },
    }));
    const name = await screen.findByRole('textbox', { name: /Name of the partnership/ });
    await expectNoAxeViolations(harness.container);
    await userEvent.clear(name);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(name).toHaveFocus());
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the marked fields.');
    await userEvent.type(name, 'Association Sportive de Lausanne');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('textbox', { name: /Street/ })).toHaveValue('Avenue de Rhodanie');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const phone = await screen.findByRole('textbox', { name: /Phone/ });
    await userEvent.clear(phone);
    await userEvent.type(phone, 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(phone).toHaveFocus());
    await userEvent.clear(phone);
    await userEvent.type(phone, '+41 21 617 00 01');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Salaries' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByTestId('update-review')).toHaveTextContent('Association Sportive de Lausanne');
    await userEvent.click(screen.getByRole('button', { name: 'Submit the update' }));
    expect(await screen.findByTestId('pending-update')).toHaveTextContent('Salaries');
    expect(
      harness.mockApi!.calls.find((call) => call.method === 'post' && call.url.endsWith('pending-update'))
        ?.data,
    ).toEqual({
      name: 'Association Sportive de Lausanne',
      domicileAddress: {
        street: 'Avenue de Rhodanie',
        number: '2',
        postalCode: '1007',
        city: 'Lausanne',
        country: 'CHE',
      },
      phone: '+41 21 617 00 01',
      email: 'comite@as-lausanne.ch',
      serviceObjectives: ['payments', 'payroll'],
    });
    expect(harness.actions).toContainEqual({ type: SESSION_RELOAD });
  });

  it('replaces an address the post corrects and stays on the step', async () => {
    const harness = renderScreen(<UpdatePartnershipFormScreen />, {
      session: 'claireAssociation',
      route: `${FORM}/${ASL_UID}/domicile`,
      path: `${FORM}/:id?/:step?`,
    });
    harness
      .mockApi!.on('get', BASE, () => ({ data: aslDetails() }))
      .on('get', `${BASE}/objectives`, { data: { serviceObjectives: ['payments'] } })
      .on('get', `${BASE}/pending-update`, { data: { pendingUpdate: null } })
      .on('post', '/api/v2/postaladdress/verify', {
        status: 422,
        data: {
          code: 'address_corrected',
          suggestions: [
            {
              street: 'Avenue de Rhodanie',
              number: '2',
              postalCode: '1007',
              city: 'Lausanne',
              country: 'CHE',
            },
          ],
        },
      });
    const postalCode = await screen.findByRole('textbox', { name: /Postal code/ });
    await userEvent.clear(postalCode);
    await userEvent.type(postalCode, '1008');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(postalCode).toHaveValue('1007'));
    expect(screen.getByRole('alert')).toHaveTextContent('The post corrected the address.');
    expect(screen.getByRole('textbox', { name: /Street/ })).toBeInTheDocument();
  });

  it('tells a member without the right why the form is closed', async () => {
    renderForm('lucaBaeckerei');
    expect(await screen.findByRole('alert')).toHaveTextContent('Only signatories and admins');
  });
});
