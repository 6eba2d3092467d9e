import { fireEvent, screen } from '@testing-library/react';
import { legalAgreements } from './agreements';
import { Legal } from './Legal';
import { screenTest } from 'shared-kernel/testing';

const contracts = {
  acceptedConditionCodes: ['GTC', 'DSTC', 'CSTC', 'GTC', 'XYZ'],
  conditionsShort: {
    GTC: 'General terms and conditions',
    CSTC: 'Cash account terms and conditions',
    DSTC: 'Data sharing terms and conditions',
  },
};

describe('legalAgreements', () => {
  it('lists accepted known codes once, without DSTC, by title (spec §9)', () => {
    expect(legalAgreements(contracts, 'en')).toEqual([
      { code: 'CSTC', title: 'Cash account terms and conditions' },
      { code: 'GTC', title: 'General terms and conditions' },
    ]);
  });

  it('falls back to the code when no title came', () => {
    expect(legalAgreements({ acceptedConditionCodes: ['FTR'] }, 'en')).toEqual([
      { code: 'FTR', title: 'FTR' },
    ]);
  });
});

describe('Legal', () => {
  it('lists the agreements of the context and opens one by code', async () => {
    const test = screenTest('annaPrivate');
    test.mockApi.on('get', `/api/v2/agents/${test.session.currentContext!.uid}/contracts`, {
      data: contracts,
    });
    test.mockApi.on('get', '/api/collection-lookup/agreements/GTC', (request) => ({
      data: {
        key: 'GTC',
        version: '2026-01',
        content: request.params.type === 'long' ? 'The long text of the GTC.' : 'short',
      },
    }));
    test.render(Legal, { path: '/legal/:id?', route: '/legal' });

    expect(
      await screen.findByRole('link', { name: 'Cash account terms and conditions' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Data sharing terms and conditions')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'General terms and conditions' }));
    expect(await screen.findByText('The long text of the GTC.')).toBeInTheDocument();
  });

  it('shows the spec text when the agreement content fails to load', async () => {
    const test = screenTest('annaPrivate');
    test.mockApi.on('get', `/api/v2/agents/${test.session.currentContext!.uid}/contracts`, {
      data: contracts,
    });
    test.mockApi.on('get', '/api/collection-lookup/agreements/CSTC', {
      status: 500,
      data: { code: 'boom', message: 'x' },
    });
    test.render(Legal, { path: '/legal/:id?', route: '/legal/CSTC' });
    expect(
      await screen.findByText('Failed to load agreement content. Please try again later.'),
    ).toBeInTheDocument();
  });
});
