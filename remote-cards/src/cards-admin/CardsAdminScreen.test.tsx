import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BulkCardOrder, CardProgram, Member } from 'shared-kernel/domain';
import { expectNoAxeViolations, personas, renderScreen, type PersonaName } from 'shared-kernel/testing';
import {
  annaBusiness,
  asReadBy,
  bakeryProgram,
  bulkOrder,
  CARD_UIDS,
  lucaBusiness,
  PROGRAM_UID,
} from '../fixtures';
import { CardsAdminScreen } from './CardsAdminScreen';

const baeckerei = personas.annaBaeckerei.currentContext!.uid;

const member = (uid: string, name: string, roles: Member['roleTypes']): Member => ({
  personInfo: { uid, name, onboardingDetails: { isRegistered: true } },
  roleTypes: roles,
  pendingRoleTypes: [],
});

function renderAdmin(
  persona: PersonaName,
  options: { programs?: CardProgram[]; orders?: () => BulkCardOrder[]; route?: string } = {},
) {
  // The plan offers both card kinds (spec §6: plan features gate card kinds).
  const given = personas[persona];
  const session = {
    ...given,
    subscription: {
      planCode: 'sme',
      features: { ...given.subscription?.features, DebitCard: true, VirtualCard: true },
    },
  };
  // Anna administers the bakery's card program (the seed entitles its signatories on it, spec §6 CardProgram).
  const administrator = {
    ...session,
    entitlements: [
      ...session.entitlements,
      ...(['view', 'capture'] as const).map((action) => ({
        entityUID: PROGRAM_UID,
        entityType: 'CardProgram' as const,
        action,
        includedTypes: [],
      })),
    ],
  };
  const harness = renderScreen(<CardsAdminScreen />, {
    session,
    path: '/cards-admin/:id?/:cardId?',
    route: options.route ?? '/cards-admin',
  });
  const api = harness.mockApi!;
  api.on('get', `/api/v2/partnerships/${baeckerei}/card-programs`, {
    data: options.programs ?? [bakeryProgram()],
  });
  api.on('get', '/api/v2/debit-cards/search', () => ({
    data: [annaBusiness(), lucaBusiness(), lucaBusiness('new')].map((card, index) =>
      asReadBy(
        index === 2
          ? { ...card, baseCardDetails: { ...card.baseCardDetails, cardUID: CARD_UIDS.replacement } }
          : card,
        persona === 'annaBaeckerei' ? administrator : session,
      ),
    ),
  }));
  api.on('get', `/api/v2/card-programs/${PROGRAM_UID}/extend-bulk`, () => ({
    data: options.orders?.() ?? [bulkOrder('executed'), bulkOrder('expired', '2025-01-01T10:00:00.000Z')],
  }));
  api.on('get', `/api/v2/partnerships/${baeckerei}/members`, {
    data: [
      member(personas.annaBaeckerei.user!.uid, 'Anna Meier', ['partner', 'delegate', 'deputy']),
      member(personas.lucaBaeckerei.user!.uid, 'Luca Rossi', ['delegate']),
      member(personas.ritaBaeckerei.user!.uid, 'Rita Huber', []),
    ],
  });
  api.on('get', /\/api\/v2\/cash-accounts\/.*\/transactions/, { data: [] });
  return harness;
}

describe('the card administration', () => {
  it('shows the program’s contract, allowed accounts, cards per holder with counts and the bulk orders', async () => {
    const { container } = renderAdmin('annaBaeckerei');
    const program = await screen.findByTestId('card-program');
    expect(program).toHaveTextContent('Active');
    expect(program).toHaveTextContent('Betriebskonto');
    expect(program).toHaveTextContent('CH9330334000000084520');
    const holders = await screen.findAllByTestId('card-holder');
    expect(holders.map((holder) => within(holder).getByRole('heading').textContent)).toEqual([
      'Anna Meier',
      'Luca Rossi',
    ]);
    // Spec §4: new and funded count as pending.
    expect(holders[1]).toHaveTextContent('1 Active · 1 Pending');
    const orders = await screen.findAllByTestId('bulk-order');
    // Spec §4: expired bulk orders are hidden.
    expect(orders).toHaveLength(1);
    expect(orders[0]).toHaveTextContent('Luca Rossi: Debit card (physical and online), Betriebskonto');
    expect(orders[0]).toHaveTextContent('Executed');
    await expectNoAxeViolations(container);
  });

  it('orders a card for Luca on an allowed debit account and shows the new bulk order', async () => {
    let orders: BulkCardOrder[] = [];
    const { mockApi } = renderAdmin('annaBaeckerei', { orders: () => orders });
    await screen.findByText('No card orders.');
    mockApi!.on('post', `/api/v2/card-programs/${PROGRAM_UID}/extend-bulk`, () => {
      orders = [bulkOrder('new', '2026-03-02T10:00:00.000Z')];
      return { status: 201, data: orders[0] };
    });
    await userEvent.click(screen.getByRole('button', { name: 'Order a card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order a card' });
    const holder = within(dialog).getByRole('combobox', { name: /Cardholder/ });
    // Spec §6: partners and delegates may hold a partnership's card; Rita (registered only) is not offered.
    expect(within(holder).queryByRole('option', { name: 'Rita Huber' })).not.toBeInTheDocument();
    await userEvent.selectOptions(holder, personas.lucaBaeckerei.user!.uid);
    expect(within(dialog).getByRole('combobox', { name: /Debit account/ })).toHaveValue(
      personas.annaBaeckerei.cashAccounts[0]!.uid,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Order card' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mockApi!.calls.find((call) => call.method === 'post')?.data).toEqual({
      cards: [
        {
          holderUid: personas.lucaBaeckerei.user!.uid,
          debitAccountUid: personas.annaBaeckerei.cashAccounts[0]!.uid,
          kind: 'combo',
          embossedName: 'LUCA ROSSI',
        },
      ],
    });
    const shown = await screen.findAllByTestId('bulk-order');
    expect(shown[0]).toHaveTextContent('Ordered');
  });

  it('opens a card of the program with the administrator’s actions', async () => {
    renderAdmin('annaBaeckerei', { route: `/cards-admin/${PROGRAM_UID}/${CARD_UIDS.lucaBusiness}` });
    const details = await screen.findByTestId('card-details');
    expect(details).toHaveTextContent('Luca Rossi');
    expect(within(details).getByRole('button', { name: 'Freeze' })).toBeInTheDocument();
    // The PIN is the holder's own.
    expect(within(details).queryByRole('button', { name: 'Show PIN' })).not.toBeInTheDocument();
  });

  it('offers no ordering without the program’s orderCards actionable', async () => {
    renderAdmin('annaBaeckerei', { programs: [bakeryProgram(false)] });
    await screen.findAllByTestId('bulk-order');
    expect(screen.queryByRole('button', { name: 'Order a card' })).not.toBeInTheDocument();
  });

  it('says so when the partnership has no card program the person may see', async () => {
    renderAdmin('lucaBaeckerei', { programs: [] });
    expect(await screen.findByText('No card program')).toBeInTheDocument();
  });
});
