import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations, renderScreen } from 'shared-kernel/testing';
import { BAKERY_UID, declarationOf } from '../partnership-details/fixtures';
import { ComplianceDeclarationScreen } from './ComplianceDeclarationScreen';

const PATH = `/api/v2/partnerships/${BAKERY_UID}/compliance-declarations`;

function renderDeclarations(session: 'annaBaeckerei' | 'lucaBaeckerei', list = [declarationOf()]) {
  const harness = renderScreen(<ComplianceDeclarationScreen />, {
    session,
    route: '/compliance-declaration',
  });
  harness.mockApi!.on('get', PATH, { data: list });
  return harness;
}

describe('the compliance declarations', () => {
  it('shows each declaration with its status explained and the persons declared', async () => {
    const harness = renderDeclarations('lucaBaeckerei');
    const declaration = await screen.findByTestId('declaration');
    expect(screen.getByText('Being certified')).toBeInTheDocument();
    expect(declaration).toHaveTextContent('The bank is checking the declaration');
    expect(within(declaration).getByRole('rowheader', { name: 'Anna Meier' })).toBeInTheDocument();
    expect(declaration).toHaveTextContent('60 % of capital or votes');
    expect(screen.getByText('Signatories submit declarations for the partnership.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New declaration' })).not.toBeInTheDocument();
    await expectNoAxeViolations(harness.container);
  });

  it('lets a signatory declare when none is being certified, checking the form first', async () => {
    const harness = renderDeclarations('annaBaeckerei', [declarationOf({ status: 'certified' })]);
    harness.mockApi!.on('post', PATH, (request) => ({
      status: 201,
      data: declarationOf({ uid: 'decl-2', status: 'new', ...(request.data as object) }),
    }));
    await userEvent.click(await screen.findByRole('button', { name: 'New declaration' }));
    const form = screen.getByTestId('declaration-form');
    await userEvent.click(within(form).getByRole('button', { name: 'Submit the declaration' }));
    const firstName = within(form).getByRole('textbox', { name: /First name/ });
    await waitFor(() => expect(firstName).toHaveFocus());
    expect(within(form).getByRole('alert')).toHaveTextContent('Please correct the marked fields.');
    await userEvent.type(firstName, 'Nora');
    await userEvent.type(within(form).getByRole('textbox', { name: /Last name/ }), 'Schmid');
    await userEvent.type(within(form).getByLabelText(/Date of birth/), '1979-06-02');
    await userEvent.type(within(form).getByRole('textbox', { name: /Street/ }), 'Seestrasse');
    await userEvent.type(within(form).getByRole('textbox', { name: /Postal code/ }), '8002');
    await userEvent.type(within(form).getByRole('textbox', { name: /City/ }), 'Zürich');
    await userEvent.type(within(form).getByRole('textbox', { name: /Share in %/ }), '40');
    await userEvent.click(within(form).getByRole('checkbox', { name: /I confirm/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'Submit the declaration' }));
    await waitFor(() => expect(screen.getAllByTestId('declaration')).toHaveLength(2));
    expect(harness.mockApi!.calls.find((call) => call.method === 'post')?.data).toEqual({
      form: 'K',
      controllingPersons: [
        {
          firstName: 'Nora',
          lastName: 'Schmid',
          birthDate: '1979-06-02',
          nationality: 'CHE',
          domicileAddress: {
            street: 'Seestrasse',
            number: '',
            postalCode: '8002',
            city: 'Zürich',
            country: 'CHE',
          },
          basis: 'capital_or_votes',
          sharePercent: 40,
        },
      ],
      confirmed: true,
    });
  });

  it('says a declaration is open instead of offering a second one', async () => {
    renderDeclarations('annaBaeckerei');
    expect(await screen.findByText(/A declaration is being certified/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New declaration' })).not.toBeInTheDocument();
  });
});
