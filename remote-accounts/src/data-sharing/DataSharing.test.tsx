import { fireEvent, screen } from '@testing-library/react';
import { DataSharing } from './DataSharing';
import { screenTest } from 'shared-kernel/testing';

const contract = {
  uid: '11111111-1111-4111-8111-111111111111',
  partnerName: 'bexio AG',
  contractStatus: 'active',
  contractingDate: '2026-07-04',
  terminationDate: null,
};
const enriched = (kind: 'long' | 'short') => ({
  ...contract,
  scopes: ['accounts', 'transactions'],
  conditions: {
    code: 'DSTC',
    version: '2026-01',
    title: 'Data sharing terms and conditions',
    ...(kind === 'long' ? { content: 'The full data sharing terms.' } : {}),
  },
});

describe('DataSharing', () => {
  it('lists the agreements with partner, status and dates', async () => {
    const test = screenTest('annaPrivate');
    test.mockApi.on('get', '/api/v2/data-sharing-agreements', { data: [contract] });
    test.render(DataSharing, { path: '/data-sharing/:id?', route: '/data-sharing' });
    expect(await screen.findByRole('link', { name: 'bexio AG' })).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('04.07.2026')).toBeInTheDocument();
  });

  it('opens one agreement (short) and its full terms (long)', async () => {
    const test = screenTest('annaPrivate');
    test.mockApi.on('get', '/api/v2/data-sharing-agreements', { data: [contract] });
    test.mockApi.on('get', `/api/v2/data-sharing-agreements/${contract.uid}/enriched-short`, {
      data: enriched('short'),
    });
    test.mockApi.on('get', `/api/v2/data-sharing-agreements/${contract.uid}/enriched-long`, {
      data: enriched('long'),
    });
    test.render(DataSharing, { path: '/data-sharing/:id?', route: `/data-sharing/${contract.uid}` });
    expect(await screen.findByText('Account balances and details')).toBeInTheDocument();
    expect(screen.getByText('Data sharing terms and conditions')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Read the terms' }));
    expect(await screen.findByText('The full data sharing terms.')).toBeInTheDocument();
  });
});
