import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createApiClient } from 'shared-kernel/api';
import {
  createEventBus,
  createStalenessTracker,
  SELECT_CASH_ACCOUNT,
  SESSION_RELOAD,
  type HostAction,
} from 'shared-kernel/bus';
import type { SessionSnapshot, Suggestion } from 'shared-kernel/domain';
import { createMockApi, expectNoAxeViolations, personas, renderScreen } from 'shared-kernel/testing';
import { generateTransactions } from '../transactions/fixtures';
import { DashboardScreen } from './DashboardScreen';
import { forgetSuggestionChanges } from './suggestions';

// Screens load lazily and the machine may be busy: give async queries and tests room.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const anna = personas.annaPrivate;
const [privatkonto, sparkonto] = anna.cashAccounts as [
  SessionSnapshot['cashAccounts'][0],
  SessionSnapshot['cashAccounts'][0],
];
const chf = (value: number) => ({ value, factor: 2, currency: 'CHF' });

const suggestion = (triggerUid: string, type: string, values: Partial<Suggestion>): Suggestion => ({
  type,
  titleTag: `app.suggestions.${type}.title`,
  hintTag: `app.suggestions.${type}.hint`,
  triggerUid,
  hasDetails: false,
  isRemovable: true,
  isRemoved: false,
  isHighlighted: false,
  priority: 10,
  lightModeImageURI: `/img/${type}-light.svg`,
  darkModeImageURI: `/img/${type}-dark.svg`,
  ...values,
});

const annaSuggestions = [
  suggestion('00000000-0000-4000-8000-000000000901', 'welcome', { priority: 5 }),
  suggestion('00000000-0000-4000-8000-000000000902', 'ebill', { priority: 1 }),
  suggestion('00000000-0000-4000-8000-000000000903', 'release_notes', {
    priority: 50,
    isHighlighted: true,
    isRemovable: false,
  }),
];
const annaWithSuggestions: SessionSnapshot = { ...anna, suggestions: annaSuggestions };
const suggestionsUrl = `/api/v2/agents/${anna.currentContext!.uid}/suggestions`;

function setUp(session: SessionSnapshot = annaWithSuggestions) {
  const bus = createEventBus();
  const staleness = createStalenessTracker(bus);
  const mock = createMockApi(
    createApiClient({
      env: 'local',
      getLanguage: () => 'en',
      getContext: () => session.currentContext,
      bus,
      onUnauthorized: () => undefined,
    }),
  );
  let statsCalls = 0;
  mock
    .on('get', /\/api\/v2\/accounts\/.+\/stats$/, () => {
      statsCalls += 1;
      return {
        data: {
          period: '2026-11',
          debit: chf(120_000 * statsCalls),
          credit: chf(500_000),
          saved: chf(380_000),
          total: chf(1_254_050),
        },
      };
    })
    .on('get', /\/api\/v2\/cash-accounts\/.+\/transactions$/, (request) => ({
      data: generateTransactions(5, request.url.split('/')[4]!),
      headers: { 'x-total-count': '5' },
    }))
    .on('get', `/api/v2/agents/${session.currentContext!.uid}/suggestions`, { data: session.suggestions })
    .on('post', /\/api\/v2\/agents\/.+\/suggestions\/.+\/(enable|disable)$/, { status: 204 });
  const actions: HostAction[] = [];
  bus.actions$.subscribe((action) => actions.push(action));
  const harness = renderScreen(<DashboardScreen />, { session, bus, api: mock, staleness });
  return { ...harness, mock, actions, staleness, statsCalls: () => statsCalls };
}

afterEach(() => document.documentElement.removeAttribute('data-theme'));
beforeEach(() => forgetSuggestionChanges());

describe('DashboardScreen', () => {
  it('shows the selected account, every account with the total in CHF, the statistics and recent bookings', async () => {
    setUp();
    expect(await screen.findByText('Spent')).toBeInTheDocument();
    const account = screen.getByRole('region', { name: 'Account' });
    expect(account).toHaveTextContent('CH76 83019 000000012540');
    expect(account).toHaveTextContent("12'540.50");
    // All money at a glance: Privatkonto 12'540.50 + Sparkonto 42'000.00 + Euro-Konto EUR 980.12 at the mid
    // rate 0.94 (CHF 921.31), the rate shown.
    const all = screen.getByRole('region', { name: 'All accounts' });
    expect(all).toHaveTextContent('EUR 980.12');
    expect(all).toHaveTextContent("Total of all accounts in CHF: CHF 55'461.81");
    expect(all).toHaveTextContent('1 EUR = CHF 0.940000');
    expect(screen.getByRole('region', { name: 'This month' })).toHaveTextContent("1'200.00");
    // The month in words and each amount with its currency first, as the balance shows it.
    expect(screen.getByRole('region', { name: 'This month' })).toHaveTextContent(
      'Statistics for November 2026',
    );
    expect(screen.getByRole('region', { name: 'This month' })).toHaveTextContent("SpentCHF 1'200.00");
    expect(
      within(screen.getByRole('region', { name: 'Recent transactions' })).getAllByRole('listitem'),
    ).toHaveLength(5);
    expect(screen.getByRole('link', { name: '3 open payments' })).toHaveAttribute(
      'href',
      '/payment/overview',
    );
    await screen.findByText('What is new');
    await expectNoAxeViolations(document.body);
  });

  it('shows a declined booking among the recent ones with its status, the amount struck through', async () => {
    const { mock } = setUp();
    const [booked, declined] = generateTransactions(2, privatkonto.uid).map((transaction, index) => ({
      ...transaction,
      direction: 'debit' as const,
      status: index === 0 ? ('booked' as const) : ('rejected' as const),
    }));
    mock.on('get', /\/api\/v2\/cash-accounts\/.+\/transactions$/, {
      data: [booked, declined],
      headers: { 'x-total-count': '2' },
    });
    const recent = await screen.findByRole('region', { name: 'Recent transactions' });
    const rows = await within(recent).findAllByRole('listitem');
    expect(rows[1]).toHaveTextContent('Declined');
    expect(rows[1]!.querySelector('del .k-amount')).not.toBeNull();
    expect(rows[1]!.querySelector('.k-amount--negative')).toBeNull();
    expect(rows[0]!.querySelector('del')).toBeNull();
    expect(rows[0]!.querySelector('.k-amount--negative')).not.toBeNull();
  });

  it('tells a registered person that the company’s accounts exist but are not hers to see', async () => {
    // The gateway lists no account to a person without a right on any (Rita in Bäckerei Meier GmbH).
    setUp({ ...personas.ritaBaeckerei, cashAccounts: [], selectedCashAccountUid: null });
    expect(
      await screen.findByText('You have no access to the accounts of Bäckerei Meier GmbH.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('No account in this context yet.')).toBeNull();
  });

  it('says the accounts could not be loaded when their read failed (not "no access", not "none"), with a retry', async () => {
    // Rita's rights were not read either: it is not known that she may not see the accounts.
    const { actions } = setUp({
      ...personas.ritaBaeckerei,
      cashAccounts: [],
      selectedCashAccountUid: null,
      entitlements: [],
      unavailable: ['cashAccounts', 'entitlements'],
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your accounts could not be loaded just now.');
    expect(screen.queryByText(/You have no access/)).toBeNull();
    expect(screen.queryByText('No account in this context yet.')).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(actions.map((action) => action.type)).toContain(SESSION_RELOAD);
  });

  it('shows no CHF total beside a single CHF account (it would only repeat its balance)', async () => {
    setUp(personas.clairePrivate);
    expect(await screen.findByText('Spent')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Account' })).not.toHaveTextContent(
      'Total of the CHF accounts',
    );
  });

  it('hides every amount when amount visibility is off', async () => {
    setUp({ ...anna, amountVisible: false });
    await screen.findByText('Spent');
    expect(screen.queryByText(/12'540\.50/)).toBeNull();
    expect(screen.getAllByText('••••').length).toBeGreaterThan(4);
  });

  it('sends a new selection to the host and loads that account', async () => {
    const user = userEvent.setup();
    const { actions, mock } = setUp();
    await screen.findByText('Spent');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Account' }), sparkonto.uid);
    expect(actions).toContainEqual({ type: SELECT_CASH_ACCOUNT, payload: { cashAccountUid: sparkonto.uid } });
    await waitFor(() =>
      expect(mock.calls.some((call) => call.url === `/api/v2/accounts/${sparkonto.uid}/stats`)).toBe(true),
    );
    expect(screen.getByRole('region', { name: 'Account' })).toHaveTextContent("42'000.00");
  });

  it('reloads the stats on a cash sub account event; the balance is the session snapshot’s', async () => {
    const { bus, statsCalls } = setUp();
    await screen.findByText("1'200.00");
    act(() =>
      bus.publishStream({
        type: 'cashSubAccount',
        guid: 'g1',
        message: { cashAccountUid: privatkonto.uid, balance: chf(1_000_000) },
      }),
    );
    expect(await screen.findByText("2'400.00")).toBeInTheDocument();
    expect(statsCalls()).toBe(2);
    // One source of truth (issue 8): the host applies the new balance to the snapshot, which the side area
    // reads too; the dashboard keeps no copy of its own that could disagree.
    expect(screen.getByRole('region', { name: 'Account' })).toHaveTextContent("12'540.50");
  });

  it.each([
    ['sandbox', 1],
    ['local', 1],
    ['prod', 0],
    ['test', 0],
  ] as const)(
    'in %s offers "Learn more" (the debug-only suggestions screen) %i times',
    async (env, links) => {
      setUp({
        ...anna,
        env,
        suggestions: [suggestion('00000000-0000-4000-8000-000000000904', 'welcome', { hasDetails: true })],
      });
      await screen.findByText('Welcome to Kontor');
      expect(
        screen
          .queryAllByRole('link', { name: 'Learn more' })
          .filter((link) => link.getAttribute('href')?.startsWith('/suggestions/')),
      ).toHaveLength(links);
    },
  );

  it('shows the balance the session snapshot carries', async () => {
    const updated = {
      ...anna,
      cashAccounts: anna.cashAccounts.map((account) =>
        account.uid === privatkonto.uid ? { ...account, totalValuation: chf(1_000_000) } : account,
      ),
    };
    setUp(updated);
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Account' })).toHaveTextContent("10'000.00"),
    );
  });

  it('sorts suggestions, picks images by theme and removes one through the gateway', async () => {
    const user = userEvent.setup();
    document.documentElement.dataset.theme = 'dark';
    const { mock } = setUp();
    const list = await screen.findByText('What is new');
    const titles = within(list.closest('ul')!)
      .getAllByRole('heading')
      .map((heading) => heading.textContent);
    expect(titles).toEqual(['What is new', 'Activate eBill', 'Welcome to Kontor']);
    const images = list.closest('ul')!.querySelectorAll('img');
    expect(images[0]).toHaveAttribute('src', '/img/release_notes-dark.svg');
    // Not removable: no remove button on the highlighted banner.
    expect(screen.queryByRole('button', { name: 'Remove “What is new”' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Remove “Activate eBill”' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Activate eBill' })).toBeNull());
    expect(mock.calls.at(-1)).toMatchObject({
      method: 'post',
      url: `/api/v2/agents/${anna.currentContext!.uid}/suggestions/00000000-0000-4000-8000-000000000902/disable`,
    });
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('heading', { name: 'Activate eBill' })).toBeInTheDocument();
    expect(mock.calls.at(-1)?.url).toMatch(/\/enable$/);
  });
  it("shows the session snapshot's suggestions without fetching them again (issue 17: no duplicate fetch)", async () => {
    const { mock } = setUp();
    expect(await screen.findByText('What is new')).toBeInTheDocument();
    await screen.findByText('Spent');
    expect(
      screen.getAllByRole('heading', { name: /Welcome to Kontor|Activate eBill|What is new/ }),
    ).toHaveLength(3);
    expect(mock.calls.filter((call) => call.url === suggestionsUrl)).toHaveLength(0);
  });

  it('reads the suggestions from the gateway once a command has changed them since the snapshot', async () => {
    const user = userEvent.setup();
    const first = setUp();
    await user.click(await screen.findByRole('button', { name: 'Remove “Activate eBill”' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Activate eBill' })).toBeNull());
    first.unmount();

    // Back on the dashboard with the same (now out-of-date) snapshot: the gateway's answer is shown.
    const { mock } = setUp();
    mock.on('get', suggestionsUrl, {
      data: annaSuggestions.map((s) => (s.type === 'ebill' ? { ...s, isRemoved: true } : s)),
    });
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Activate eBill' })).toBeNull());
    expect(screen.getByRole('heading', { name: 'Welcome to Kontor' })).toBeInTheDocument();
    expect(mock.calls.filter((call) => call.url === suggestionsUrl)).toHaveLength(1);
  });
});
