import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { personas, screenTest } from 'shared-kernel/testing';
import { Documents } from './Documents';
import type { ExportTicket } from 'shared-kernel/domain';

const anna = personas.annaPrivate;
const personUid = anna.user!.uid;
const accountUid = anna.cashAccounts[0]!.uid;
const ticketsUrl = `/api/natural-persons/${personUid}/export-tickets`;

const ticket = (uid: string, status: ExportTicket['status'], createdAt: string): ExportTicket => ({
  uid,
  status,
  createdAt,
  format: 'csv',
  cashAccountUid: accountUid,
  from: '2026-09-01',
  to: '2026-09-30',
  _links: {},
});

describe('Documents', () => {
  it('lists only the statements of the context’s own accounts, under the context’s name', async () => {
    const test = screenTest('annaBaeckerei');
    const betriebskonto = test.session.cashAccounts[0]!;
    test.mockApi.on('get', ticketsUrl, {
      data: [
        { ...ticket('t-private', 'used', '2026-10-02T08:00:00Z'), cashAccountUid: accountUid },
        { ...ticket('t-company', 'used', '2026-10-01T08:00:00Z'), cashAccountUid: betriebskonto.uid },
      ],
    });
    test.render(Documents, { path: '/documents/:id?', route: '/documents' });

    const list = await screen.findByRole('table', { name: 'Statements of Bäckerei Meier GmbH' });
    await waitFor(() => expect(within(list).getAllByRole('row')).toHaveLength(2));
    expect(within(list).getAllByRole('row')[1]).toHaveTextContent(betriebskonto.accountName);
    expect(list).not.toHaveTextContent('—');
  });

  it('lists the tickets and requests a new export for a period', async () => {
    const test = screenTest('annaPrivate');
    test.mockApi.on('get', ticketsUrl, { data: [ticket('t-used', 'used', '2026-10-01T08:00:00Z')] });
    test.mockApi.on('post', ticketsUrl, (request) => ({
      status: 201,
      data: { ...ticket('t-new', 'active', '2026-11-20T08:00:00Z'), ...(request.data as object) },
    }));
    test.render(Documents, { path: '/documents/:id?', route: '/documents' });

    expect(await screen.findByText('Downloaded')).toBeInTheDocument();
    const fromField = screen.getByRole('textbox', { name: /^From/ });
    fireEvent.change(fromField, { target: { value: '01.10.2026' } });
    fireEvent.blur(fromField);
    const toField = screen.getByRole('textbox', { name: /^To/ });
    fireEvent.change(toField, { target: { value: '31.10.2026' } });
    fireEvent.blur(toField);
    fireEvent.change(screen.getByLabelText(/^Format/), { target: { value: 'camt053' } });
    fireEvent.click(screen.getByRole('button', { name: 'Request statement' }));

    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Download' })).toHaveLength(2));
    const post = test.mockApi.calls.find((call) => call.method === 'post');
    expect(post?.data).toEqual({
      cashAccountUid: accountUid,
      from: '2026-10-01',
      to: '2026-10-31',
      format: 'camt053',
    });
  });

  it('shows a ticket in preparation and reloads it when its exportTicket event arrives', async () => {
    const test = screenTest('annaPrivate');
    test.mockApi.onceOn('get', ticketsUrl, { data: [ticket('t-1', 'new', '2026-11-20T08:00:00Z')] });
    test.mockApi.on('get', ticketsUrl, { data: [ticket('t-1', 'active', '2026-11-20T08:00:00Z')] });
    test.render(Documents, { path: '/documents/:id?', route: '/documents' });

    expect(await screen.findByText('Being prepared…')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download' })).not.toBeInTheDocument();
    act(() =>
      test.bus.publishStream({
        type: 'exportTicket',
        guid: 't-1',
        message: { exportTicketUID: 't-1', status: 'active' },
      }),
    );
    expect(await screen.findByRole('button', { name: 'Download' })).toBeInTheDocument();
    expect(screen.getByText('Ready')).toBeInTheDocument();
  });

  it('loads a ticket requested elsewhere when an event names a ticket it does not hold', async () => {
    const test = screenTest('annaPrivate');
    test.mockApi.onceOn('get', ticketsUrl, { data: [] });
    test.mockApi.on('get', ticketsUrl, { data: [ticket('t-other', 'active', '2026-11-21T08:00:00Z')] });
    test.render(Documents, { path: '/documents/:id?', route: '/documents' });
    expect(await screen.findByText('No statements yet.')).toBeInTheDocument();
    act(() =>
      test.bus.publishStream({
        type: 'exportTicket',
        guid: 't-other',
        message: { exportTicketUID: 't-other', status: 'active' },
      }),
    );
    expect(await screen.findByRole('button', { name: 'Download' })).toBeInTheDocument();
  });

  it('shows the field errors of a refused request', async () => {
    const test = screenTest('annaPrivate');
    test.mockApi.on('get', ticketsUrl, { data: [] });
    test.mockApi.on('post', ticketsUrl, {
      status: 400,
      data: {
        name: 'ValidationError',
        message: 'ValidationError',
        data: [{ field: 'to', code: 'date_before_from', message: 'to must not be before from' }],
      },
    });
    test.render(Documents, { path: '/documents/:id?', route: '/documents' });
    expect(await screen.findByText('No statements yet.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Request statement' }));
    const toField = screen.getByRole('textbox', { name: /^To/ }).closest('.k-field') as HTMLElement;
    expect(
      await within(toField).findByText('The end date must not be before the start date.'),
    ).toBeInTheDocument();
  });

  it('downloads a ready statement through the api client', async () => {
    const test = screenTest('annaPrivate');
    test.mockApi.on('get', ticketsUrl, { data: [ticket('t-2', 'active', '2026-11-20T08:00:00Z')] });
    test.mockApi.on('get', '/api/export-tickets/t-2/download', {
      data: new Blob(['a;b']),
      headers: { 'content-disposition': 'attachment; filename="Privatkonto.csv"' },
    });
    const created: string[] = [];
    URL.createObjectURL = jest.fn(() => {
      created.push('blob:1');
      return 'blob:1';
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    test.render(Documents, { path: '/documents/:id?', route: '/documents' });
    fireEvent.click(await screen.findByRole('button', { name: 'Download' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(created).toEqual(['blob:1']);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:1');
  });
});
