import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Card, CardActionResult } from 'shared-kernel/domain';
import { expectNoAxeViolations, personas, renderScreen, type PersonaName } from 'shared-kernel/testing';
import { annaCombo, annaVirtual, asReadBy, CARD_UIDS, cardOf, cardPayment, piaCard } from '../fixtures';
import { CardsScreen } from './CardsScreen';

const anna = personas.annaPrivate;

function renderCards(persona: PersonaName, cards: () => Card[], route = '/cards') {
  const session = personas[persona];
  const harness = renderScreen(<CardsScreen />, { session: persona, path: '/cards/:id?', route });
  const agent = session.currentContext?.type === 'private' ? session.user!.uid : session.currentContext!.uid;
  harness.mockApi!.on('get', `/api/v2/agents/${agent}/cards`, () => ({
    data: cards().map((card) => asReadBy(card, session)),
  }));
  harness.mockApi!.on('get', /\/api\/v2\/cash-accounts\/[^/]+\/transactions/, { data: [] });
  return harness;
}

const answer = (card: Card, extra: Partial<CardActionResult> = {}): { data: CardActionResult } => ({
  data: { action: 'freeze', card: asReadBy(card, anna), ...extra } as CardActionResult,
});

describe('the cards screen', () => {
  it('draws Anna’s cards as cards and shows the first one’s details with what she may do now', async () => {
    const { container } = renderCards('annaPrivate', () => [annaCombo(), annaVirtual()]);
    const own = await screen.findByRole('list', { name: 'Your cards' });
    const links = within(own).getAllByTestId('card-link');
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveTextContent('4821');
    expect(links[0]).toHaveTextContent('Kontor Black');
    expect(links[1]).toHaveTextContent('Virtual');
    expect(links[1]).toHaveTextContent('Frozen');
    const details = screen.getByTestId('card-details');
    expect(within(details).getByTestId('card-status')).toHaveTextContent('Active');
    expect(within(details).getByTestId('card-monthly-limit')).toHaveTextContent("CHF 5'000.00");
    const actions = within(details).getByRole('group', { name: 'What you can do with the card' });
    expect(within(actions).getByRole('button', { name: 'Freeze' })).toBeInTheDocument();
    expect(within(actions).queryByRole('button', { name: 'Unfreeze' })).not.toBeInTheDocument();
    expect(within(actions).getByRole('button', { name: 'Report lost or stolen' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('unfreezes the frozen virtual card in two taps: the action, then its confirmation', async () => {
    let virtual = annaVirtual('frozen');
    const { mockApi } = renderCards(
      'annaPrivate',
      () => [annaCombo(), virtual],
      `/cards/${CARD_UIDS.annaVirtual}`,
    );
    const details = await screen.findByTestId('card-details');
    expect(within(details).getByTestId('card-status')).toHaveTextContent('Frozen');
    mockApi!.on('post', `/api/v2/debit-cards/${CARD_UIDS.annaVirtual}/actions`, () => {
      virtual = annaVirtual('active');
      return answer(virtual, { action: 'unfreeze' });
    });
    await userEvent.click(within(details).getByRole('button', { name: 'Unfreeze' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unfreeze card •••• 7310?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unfreeze' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mockApi!.calls.find((call) => call.method === 'post')?.data).toEqual({ action: 'unfreeze' });
    expect(within(screen.getByTestId('card-details')).getByTestId('card-status')).toHaveTextContent('Active');
    expect(
      within(screen.getByTestId('card-details')).getByRole('button', { name: 'Freeze' }),
    ).toBeInTheDocument();
  });

  it('follows a freeze made elsewhere: a debit card event reloads the cards', async () => {
    let combo = annaCombo('active');
    const { bus } = renderCards('annaPrivate', () => [combo]);
    const details = await screen.findByTestId('card-details');
    expect(within(details).getByTestId('card-status')).toHaveTextContent('Active');
    combo = annaCombo('frozen');
    bus.publishStream({
      type: 'debitCard',
      guid: 'g1',
      message: { cardUid: CARD_UIDS.annaCombo, status: 'frozen' },
    });
    await waitFor(() =>
      expect(within(screen.getByTestId('card-details')).getByTestId('card-status')).toHaveTextContent(
        'Frozen',
      ),
    );
  });

  it('replaces a lost card in one flow: the old one blocked at once, the new one shown as pending', async () => {
    const fresh = cardOf({
      uid: CARD_UIDS.replacement,
      holder: { uid: anna.user!.uid, name: 'Anna Meier' },
      status: 'new',
      lastDigits: '6650',
      debitAccountUid: anna.cashAccounts[0]!.uid,
    });
    let cards = [annaCombo()];
    const { mockApi, history } = renderCards('annaPrivate', () => cards);
    const details = await screen.findByTestId('card-details');
    mockApi!.on('post', `/api/v2/debit-cards/${CARD_UIDS.annaCombo}/actions`, () => {
      cards = [annaCombo('blocked'), fresh];
      return answer(annaCombo('blocked'), { action: 'replaceLostStolen', newCard: asReadBy(fresh, anna) });
    });
    await userEvent.click(within(details).getByRole('button', { name: 'Report lost or stolen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report card •••• 4821 lost or stolen' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block and replace' }));
    expect(
      await within(dialog).findByText('Please say whether the card was lost or stolen.'),
    ).toBeInTheDocument();
    expect(mockApi!.calls.some((call) => call.method === 'post')).toBe(false);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Stolen' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block and replace' }));
    const replacement = await within(dialog).findByTestId('card-replacement');
    expect(mockApi!.calls.find((call) => call.method === 'post')?.data).toEqual({
      action: 'replaceLostStolen',
      reason: 'stolen',
    });
    expect(replacement).toHaveTextContent('Card •••• 4821 is blocked');
    expect(replacement).toHaveTextContent('Blocked');
    expect(replacement).toHaveTextContent('Your new card •••• 6650 is ordered');
    expect(replacement).toHaveTextContent('Pending');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show the new card' }));
    expect(history.location.pathname).toBe(`/cards/${CARD_UIDS.replacement}`);
    await waitFor(() =>
      expect(within(screen.getByTestId('card-details')).getByTestId('card-status')).toHaveTextContent(
        'Ordered',
      ),
    );
    expect(screen.getByRole('list', { name: 'Blocked, locked and expired cards' })).toHaveTextContent('4821');
  });

  it('announces a refusal in the dialog and moves focus to it', async () => {
    const { mockApi } = renderCards('annaPrivate', () => [annaCombo()]);
    const details = await screen.findByTestId('card-details');
    mockApi!.on('post', `/api/v2/debit-cards/${CARD_UIDS.annaCombo}/actions`, {
      status: 409,
      data: { code: 'card_status_forbids_action', message: 'not now' },
    });
    await userEvent.click(within(details).getByRole('button', { name: 'Freeze' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Freeze' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The card’s status does not allow this right now.');
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
  });

  it('sets limits typed in Swiss notation and refuses what is no amount', async () => {
    const { mockApi } = renderCards('annaPrivate', () => [annaCombo()]);
    const details = await screen.findByTestId('card-details');
    mockApi!.on(
      'post',
      `/api/v2/debit-cards/${CARD_UIDS.annaCombo}/actions`,
      answer(annaCombo(), { action: 'setLimit' }),
    );
    await userEvent.click(within(details).getByRole('button', { name: 'Set limits' }));
    const dialog = await screen.findByRole('dialog', { name: 'Limits of card •••• 4821' });
    const monthly = within(dialog).getByRole('textbox', { name: /Monthly spending limit/ });
    expect(monthly).toHaveValue("5'000.00");
    await userEvent.clear(monthly);
    await userEvent.type(monthly, 'viel');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save limits' }));
    expect(await within(dialog).findByText("Please enter an amount such as 2'500.00.")).toBeInTheDocument();
    await userEvent.clear(monthly);
    await userEvent.type(monthly, "2'500.50");
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save limits' }));
    await waitFor(() =>
      expect(mockApi!.calls.find((call) => call.method === 'post')?.data).toEqual({
        action: 'setLimit',
        monthlySpendingValue: 250_050,
        atmMonthlyValue: 200_000,
      }),
    );
  });

  it('shows the PIN once, after the password is checked afresh', async () => {
    const { mockApi } = renderCards('annaPrivate', () => [annaCombo()]);
    const details = await screen.findByTestId('card-details');
    mockApi!.on(
      'post',
      `/api/v2/debit-cards/${CARD_UIDS.annaCombo}/actions`,
      answer(annaCombo(), { action: 'viewPin', pin: '4711' }),
    );
    await userEvent.click(within(details).getByRole('button', { name: 'Show PIN' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Your Kontor password/), 'Kontor-Sandbox-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show PIN' }));
    expect(await within(dialog).findByTestId('card-pin')).toHaveTextContent('4711');
    expect(mockApi!.calls.find((call) => call.method === 'post')?.data).toEqual({
      action: 'viewPin',
      password: 'Kontor-Sandbox-1',
    });
  });

  it('shows Pia her one card and its payments, a declined one with its reason', async () => {
    const card = piaCard();
    const session = {
      ...personas.pia,
      cashAccounts: [
        { ...personas.annaPrivate.cashAccounts[0]!, uid: card.debitAccountUid, accountName: 'Swibeco Karte' },
      ],
    };
    const harness = renderScreen(<CardsScreen />, { session, path: '/cards/:id?', route: '/cards' });
    harness.mockApi!.on('get', `/api/v2/agents/${session.user!.uid}/cards`, {
      data: [asReadBy(card, session)],
    });
    harness.mockApi!.on('get', `/api/v2/cash-accounts/${card.debitAccountUid}/transactions`, {
      data: [
        cardPayment(card, 1, 'Migros Oerlikon', 4_250),
        cardPayment(card, 2, 'Casino Royale', 9_900, 'rejected'),
      ],
    });
    expect(await screen.findAllByTestId('card-link')).toHaveLength(1);
    const payments = await screen.findAllByTestId('card-payment');
    expect(payments).toHaveLength(2);
    expect(payments[0]).toHaveTextContent('Migros Oerlikon');
    expect(payments[1]).toHaveTextContent('Declined by the bank');
    await userEvent.click(screen.getByRole('button', { name: 'All transactions of Swibeco Karte' }));
    expect(harness.history.location.pathname).toBe('/transactions');
  });

  it('says so when the context has no card', async () => {
    renderCards('annaPrivate', () => []);
    expect(await screen.findByText('No cards')).toBeInTheDocument();
  });
});
