import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createApiClient } from 'shared-kernel/api';
import { createEventBus } from 'shared-kernel/bus';
import { createMockApi, personas, renderScreen } from 'shared-kernel/testing';
import { SpendingChart } from './SpendingChart';

// Screens load lazily and the machine may be busy: give async queries and tests room.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const anna = personas.annaPrivate;
const account = anna.cashAccounts[0]!;

function setUp(session = anna, language: 'en' | 'de' | 'fr' | 'it' = 'en') {
  const bus = createEventBus();
  const mock = createMockApi(
    createApiClient({
      env: 'local',
      getLanguage: () => 'en',
      getContext: () => session.currentContext,
      bus,
      onUnauthorized: () => undefined,
    }),
  );
  mock.on('post', '/api/spendings/timeseries', (request) => {
    const body = request.data as { pattern: string; to: string };
    const month = body.to.slice(0, 7);
    return {
      data: {
        pattern: body.pattern,
        series: [
          {
            period: body.pattern === 'YYYY-MM' ? month : body.to,
            spending: { value: 123_456, factor: 2, currency: 'CHF' },
          },
        ],
      },
    };
  });
  renderScreen(<SpendingChart cashAccountUid={account.uid} currency="CHF" />, {
    session,
    bus,
    api: mock,
    language,
  });
  return mock;
}

describe('SpendingChart', () => {
  it('asks for 12 months of the account and draws one bar per month, naming the highest', async () => {
    const mock = setUp();
    const chart = await screen.findByRole('img', {
      name: /^Spending over the last 12 months; the most in [A-Z][a-z]+ \d{4}\.$/,
    });
    expect(chart.querySelectorAll('rect')).toHaveLength(12);
    expect(chart).toHaveTextContent("1'234.56");
    expect(mock.calls[0]?.data).toMatchObject({
      pattern: 'YYYY-MM',
      filter: { naturalPerson: anna.user!.uid, accountUids: [account.uid] },
    });
  });

  it('offers the same figures as a table and switches to days', async () => {
    const user = userEvent.setup();
    const mock = setUp();
    await screen.findByRole('img');
    await user.click(screen.getByRole('button', { name: 'Show as table' }));
    const table = screen.getByRole('table', { name: 'Spending' });
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    expect(table).toHaveTextContent("1'234.56");
    await user.click(screen.getByRole('button', { name: 'Day' }));
    await waitFor(() => expect(mock.calls.at(-1)?.data).toMatchObject({ pattern: 'YYYY-MM-DD' }));
  });

  it('names the highest day with the right preposition in German (am, not im)', async () => {
    const user = userEvent.setup();
    setUp(anna, 'de');
    await screen.findByRole('img', {
      name: /^Ausgaben der letzten 12 Monate; am meisten im \p{L}+ \d{4}\.$/u,
    });
    await user.click(screen.getByRole('button', { name: 'Tag' }));
    expect(
      await screen.findByRole('img', {
        name: /^Ausgaben pro Tag in diesem Monat; am meisten am \d{1,2}\. \p{L}+ \d{4}\.$/u,
      }),
    ).toBeInTheDocument();
  });

  it('keeps amounts hidden when amount visibility is off', async () => {
    setUp({ ...anna, amountVisible: false });
    const chart = await screen.findByRole('img');
    expect(chart).not.toHaveTextContent("1'234.56");
  });
});
