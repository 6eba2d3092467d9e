import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockApi, expectNoAxeViolations, renderScreen, type MockApi } from 'shared-kernel/testing';
import { createApiClient } from 'shared-kernel/api';
import { createEventBus } from 'shared-kernel/bus';
import { personas } from 'shared-kernel/testing';
import { generateTransactions } from './fixtures';
import { transactionTitle } from './format';
import { TransactionsScreen } from './TransactionsScreen';

// Screens load lazily and the machine may be busy: give async queries and tests room.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const session = personas.annaPrivate;
const account = session.cashAccounts[0]!;
const LIST = `/api/v2/cash-accounts/${account.uid}/transactions`;
const all = generateTransactions(10_000, account.uid);

function setUp(route = '/transactions') {
  const bus = createEventBus();
  const mock: MockApi = createMockApi(
    createApiClient({
      env: 'local',
      getLanguage: () => 'en',
      getContext: () => session.currentContext,
      bus,
      onUnauthorized: () => undefined,
    }),
  );
  mock
    .on('get', LIST, (request) => {
      const offset = Number(request.params.offset ?? 0);
      const count = Number(request.params.count ?? 50);
      const matching = all.filter(
        (t) =>
          (!request.params.direction || t.direction === request.params.direction) &&
          (!request.params.search || t.bookingText.includes(String(request.params.search))),
      );
      return {
        data: matching.slice(offset, offset + count),
        headers: { 'x-total-count': String(matching.length) },
      };
    })
    .on('get', `/api/natural-persons/${session.user!.uid}/tag-profile`, {
      data: { tags: ['#haushalt', '#ferien', '#spesen'], mentions: ['@Lea Brunner', '@Nora Schmid'] },
    })
    .on('get', '/api/v2/transactions/1/customize', {
      data: {
        type: 'object',
        properties: {
          category: { type: 'string', enum: ['general', 'groceries'], enumLabels: ['General', 'Groceries'] },
          noteText: { type: 'string', maxLength: 500 },
        },
      },
    })
    .on('post', '/api/spendings/timeseries', {
      data: {
        pattern: 'YYYY-MM',
        series: [{ period: '2026-10', spending: { value: 12_345, factor: 2, currency: 'CHF' } }],
      },
    });
  const harness = renderScreen(<TransactionsScreen />, {
    session,
    bus,
    api: mock,
    route,
    path: '/transactions/:id?',
  });
  return { ...harness, mock };
}

// jsdom has no layout: the list's scroll area gets the size a browser would give it.
beforeAll(() => {
  for (const [property, size] of [
    ['clientHeight', 640],
    ['clientWidth', 800],
  ] as const) {
    Object.defineProperty(HTMLElement.prototype, property, {
      configurable: true,
      get(this: HTMLElement) {
        return this.classList.contains('acc-trx-scroll') ? size : 0;
      },
    });
  }
});

const listCalls = (mock: MockApi) => mock.calls.filter((call) => call.url === LIST);

describe('TransactionsScreen', () => {
  it('renders only the visible rows of 10,000 transactions and loads the next page near the end', async () => {
    const { mock } = setUp();
    expect(await screen.findByText('10,000 transactions')).toBeInTheDocument();
    const rows = within(screen.getByRole('region', { name: /Transaction list/ })).getAllByRole('listitem');
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(40);
    expect(rows[0]).toHaveAttribute('aria-setsize', '10000');
    expect(listCalls(mock)[0]?.params).toMatchObject({ count: 200, offset: 0 });

    const scroller = screen.getByTestId('transaction-scroll');
    act(() => {
      scroller.scrollTop = 190 * 64;
      fireEvent.scroll(scroller);
    });
    await waitFor(() => expect(listCalls(mock).some((call) => call.params.offset === 200)).toBe(true));
  });

  it('shows statuses and decline reasons', async () => {
    setUp();
    await screen.findByText('10,000 transactions');
    const declined = all.slice(0, 15).find((t) => t.declineReason !== null);
    expect(declined).toBeDefined();
    const row = screen
      .getAllByRole('link')
      .find((link) => link.getAttribute('href') === `/transactions/${declined!.uid}`)!;
    const status = { rejected: 'Declined', cancelled: 'Cancelled' }[
      declined!.status as 'rejected' | 'cancelled'
    ];
    const reason = {
      decline: 'Declined by the bank',
      reversed_by_merchant: 'Reversed by the merchant',
      manual_release: 'Released manually',
      reversed_issuer_expiration: 'Reservation expired',
    }[declined!.declineReason!];
    expect(row).toHaveTextContent(status);
    expect(row).toHaveTextContent(reason);
    // Not booked: the amount is struck through and not coloured as money that left the account.
    const amount = row.querySelector('.acc-trx__amount')!;
    expect(amount.querySelector('del .k-amount')).not.toBeNull();
    expect(amount.querySelector('.k-amount--negative')).toBeNull();

    const booked = all.slice(0, 15).find((t) => t.status === 'booked' && t.direction === 'debit')!;
    const bookedRow = screen
      .getAllByRole('link')
      .find((link) => link.getAttribute('href') === `/transactions/${booked.uid}`)!;
    expect(bookedRow.querySelector('del')).toBeNull();
    expect(bookedRow.querySelector('.acc-trx__amount .k-amount--negative')).not.toBeNull();
  });

  it('shows a declined booking in the detail as not booked, its amount struck through', async () => {
    const declined = all.find((t) => t.status === 'rejected')!;
    const { mock } = setUp(`/transactions/${declined.uid}`);
    mock.on('get', `/api/v2/transactions/${declined.uid}/receipt`, {
      data: { transactionUid: declined.uid, noteText: null, tags: [], mentions: [], attachedFiles: [] },
    });
    const detail = await screen.findByRole('region', { name: transactionTitle(declined) });
    expect(detail.querySelector('.acc-detail__amount del .k-amount')).not.toBeNull();
    expect(detail.querySelector('.acc-detail__amount .k-amount--negative')).toBeNull();
    expect(detail).toHaveTextContent('Not booked: this amount was not debited from the account.');
  });

  it('searches 300 ms after typing and filters by direction', async () => {
    const user = userEvent.setup();
    const { mock } = setUp();
    await screen.findByText('10,000 transactions');
    await user.type(screen.getByRole('searchbox', { name: 'Search transactions' }), 'Gutschrift');
    await waitFor(() =>
      expect(listCalls(mock).at(-1)?.params).toMatchObject({ search: 'Gutschrift', offset: 0 }),
    );
    expect(listCalls(mock).filter((call) => call.params.search).length).toBe(1);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Direction' }), 'credit');
    await waitFor(() =>
      expect(listCalls(mock).at(-1)?.params).toMatchObject({ direction: 'credit', search: 'Gutschrift' }),
    );
    await screen.findByText(/^[\d,]+ transactions?$/);
  });

  it('applies filters chosen one after another together, each select showing its choice', async () => {
    const user = userEvent.setup();
    const { mock } = setUp();
    await screen.findByText('10,000 transactions');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'lastMonth');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Direction' }), 'debit');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'reserved');
    expect(screen.getByRole('combobox', { name: 'Period' })).toHaveValue('lastMonth');
    expect(screen.getByRole('combobox', { name: 'Direction' })).toHaveValue('debit');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('reserved');
    expect(screen.getByRole('button', { name: 'Reset filters (3)' })).toBeEnabled();
    await waitFor(() =>
      expect(listCalls(mock).at(-1)?.params).toMatchObject({
        direction: 'debit',
        status: ['reserved'],
        from: expect.any(String),
        to: expect.any(String),
      }),
    );
  });

  it('keeps the search field focused and its text after the first search ran', async () => {
    const user = userEvent.setup();
    const { mock } = setUp();
    await screen.findByText('10,000 transactions');
    const field = screen.getByRole('searchbox', { name: 'Search transactions' });
    await user.type(field, 'Coop');
    await waitFor(() => expect(listCalls(mock).at(-1)?.params).toMatchObject({ search: 'Coop' }));
    // The user keeps typing where they were, without clicking the field again.
    await user.keyboard(' Zürich');
    const after = screen.getByRole('searchbox', { name: 'Search transactions' });
    expect(after).toHaveFocus();
    expect(after).toHaveValue('Coop Zürich');
    await waitFor(() => expect(listCalls(mock).at(-1)?.params).toMatchObject({ search: 'Coop Zürich' }));

    // Resetting the filters still empties the field.
    await user.click(screen.getByRole('button', { name: /Reset filters/ }));
    expect(screen.getByRole('searchbox', { name: 'Search transactions' })).toHaveValue('');
  });

  it('opens a deep link beyond the loaded pages by reading that one booking', async () => {
    const transaction = all[9000]!;
    const { mock } = setUp(`/transactions/${transaction.uid}`);
    mock
      .on('get', `/api/v2/transactions/${transaction.uid}`, { data: transaction })
      .on('get', `/api/v2/transactions/${transaction.uid}/receipt`, {
        data: { transactionUid: transaction.uid, noteText: null, tags: [], mentions: [], attachedFiles: [] },
      });
    // The booking's own title (not the generic one) shows that the detail has the booking itself.
    expect(
      await screen.findByRole('heading', { level: 2, name: transactionTitle(transaction) }),
    ).toBeInTheDocument();
    expect(mock.calls.some((call) => call.url === `/api/v2/transactions/${transaction.uid}`)).toBe(true);
  });

  it('opens a receipt, picks a tag with the keyboard and saves it', async () => {
    const user = userEvent.setup();
    const transaction = all[3]!;
    const { mock } = setUp(`/transactions/${transaction.uid}`);
    mock
      .on('get', `/api/v2/transactions/${transaction.uid}/receipt`, {
        data: {
          transactionUid: transaction.uid,
          noteText: 'Wocheneinkauf',
          tags: [],
          mentions: [],
          attachedFiles: [],
        },
      })
      .on('patch', `/api/v2/transactions/${transaction.uid}/receipt`, (request) => ({
        data: { transactionUid: transaction.uid, attachedFiles: [], ...(request.data as object) },
      }));
    const picker = await screen.findByRole('combobox', { name: 'Note' });
    const note = within(picker).getByRole('textbox', { name: 'Note' });
    expect(note).toHaveValue('Wocheneinkauf');
    await user.type(note, ' #fe');
    const options = await within(screen.getByRole('listbox', { name: 'Tags' })).findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['#ferien']);
    expect(picker).toHaveAttribute('aria-expanded', 'true');
    expect(note).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await expectNoAxeViolations(screen.getByRole('region', { name: 'Receipt' }));
    await user.keyboard('{Enter}');
    expect(note).toHaveValue('Wocheneinkauf #ferien ');
    await user.selectOptions(
      within(screen.getByRole('region', { name: 'Receipt' })).getByRole('combobox', { name: 'Category' }),
      'groceries',
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(mock.calls.find((call) => call.method === 'patch')?.data).toEqual({
        noteText: 'Wocheneinkauf #ferien ',
        tags: ['#ferien'],
        mentions: [],
        category: 'groceries',
      }),
    );
  }, 30_000);

  it('uploads an attachment through the file resources and lists it on the receipt, and deletes one', async () => {
    const user = userEvent.setup();
    const transaction = all[5]!;
    const { mock } = setUp(`/transactions/${transaction.uid}`);
    const stored = {
      resourceUid: '00000000-0000-4000-a000-000000000001',
      bucketFileName: '00000000-0000-4000-b000-000000000001.pdf',
      displayName: 'Quittung.pdf',
      mime: 'application/pdf',
      fileSize: 10,
    };
    mock
      .on('get', `/api/v2/transactions/${transaction.uid}/receipt`, {
        data: {
          transactionUid: transaction.uid,
          noteText: null,
          tags: [],
          mentions: [],
          attachedFiles: [stored],
        },
      })
      .on('post', '/api/v2/file-resources', (request) => ({
        status: 201,
        data: {
          uid: '00000000-0000-4000-a000-000000000002',
          bucketFileName: '00000000-0000-4000-b000-000000000002.png',
          displayName: (request.data as { displayName: string }).displayName,
          fileSize: 3,
          mimeType: 'image/png',
        },
      }))
      .on('patch', `/api/v2/transactions/${transaction.uid}/receipt`, {
        data: { transactionUid: transaction.uid, attachedFiles: [] },
      })
      .on('delete', `/api/v2/file-resources/${stored.resourceUid}`, { status: 204 });

    const input = await screen.findByLabelText('Attachments');
    // Spec §5: a receipt takes pdf, png, jpg, jpeg; the hint says so and offers no CSV.
    expect(input).toHaveAccessibleDescription(
      'Accepted: PDF, PNG or JPG. Up to 5 files, at most 3.9 MB each.',
    );
    await user.upload(input, new File([new Uint8Array([1, 2, 3])], 'beleg.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(mock.calls.find((call) => call.method === 'patch')?.data).toEqual({
        attachedFileUids: [stored.resourceUid, '00000000-0000-4000-a000-000000000002'],
      }),
    );
    expect(
      mock.calls.find((call) => call.method === 'post' && call.url === '/api/v2/file-resources')?.data,
    ).toEqual({
      content: 'AQID',
      displayName: 'beleg.png',
      mimeType: 'image/png',
      ownerUid: transaction.uid,
    });

    await user.click(screen.getByRole('button', { name: /Delete Quittung\.pdf/ }));
    await waitFor(() => expect(mock.calls.some((call) => call.method === 'delete')).toBe(true));
  });
});
