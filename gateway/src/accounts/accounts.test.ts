/** Cash accounts by persona and context (spec §6 entitlements). */
import type { PaymentOrderStatus } from 'shared-kernel/domain';
import { personaApp } from '../../test/persona-app';
import { insertOrder } from '../payments/test-support';

const world = personaApp();
const { call, accounts } = world;

describe('accounts by persona', () => {
  it('shows Anna the Bäckerei accounts in its context, with entitlements', async () => {
    const response = await call(
      'anna@kontor.test',
      'GET',
      `/api/partnerships/${world.baeckerei}/cash-accounts`,
      {
        partnership: world.baeckerei,
      },
    );
    expect(response.statusCode).toBe(200);
    expect(
      response
        .json<{ accountName: string }[]>()
        .map((a) => a.accountName)
        .sort(),
    ).toEqual(['Betriebskonto', 'Lohnkonto']);
  });

  it('refuses a forged x-partnership-uid', async () => {
    const response = await call(
      'ben@kontor.test',
      'GET',
      `/api/partnerships/${world.baeckerei}/cash-accounts`,
      {
        partnership: world.baeckerei,
      },
    );
    expect(response.statusCode).toBe(403);
  });

  it('gives Rita (registered) no account and no receipt capture', async () => {
    const list = await call('rita@kontor.test', 'GET', `/api/partnerships/${world.baeckerei}/cash-accounts`, {
      partnership: world.baeckerei,
    });
    expect(list.json()).toEqual([]);
    const stats = await call('rita@kontor.test', 'GET', `/api/v2/accounts/${accounts.Betriebskonto}/stats`, {
      partnership: world.baeckerei,
    });
    expect(stats.statusCode).toBe(403);
  });

  it('lets Luca view but not capture on the Lohnkonto', async () => {
    const list = await call(
      'luca@kontor.test',
      'GET',
      `/api/v2/cash-accounts/${accounts.Lohnkonto}/transactions?count=1`,
      { partnership: world.baeckerei },
    );
    expect(list.statusCode).toBe(200);
    const [transaction] = list.json<{ uid: string }[]>();
    const patch = await call(
      'luca@kontor.test',
      'PATCH',
      `/api/v2/transactions/${transaction!.uid}/receipt`,
      { partnership: world.baeckerei, payload: { noteText: 'Lohn' } },
    );
    expect(patch.statusCode).toBe(403);
  });

  it('does not show a private account in a partnership context', async () => {
    const response = await call(
      'anna@kontor.test',
      'GET',
      `/api/v2/accounts/${accounts['anna:Privatkonto']}/stats`,
      { partnership: world.baeckerei },
    );
    expect(response.statusCode).toBe(403);
  });
});

describe('the open-payments count (issue 28: what needs the user or waits, not what is under way)', () => {
  const count = async () =>
    (await call('anna@kontor.test', 'GET', '/api/v2/open-payment-stats')).json<{ count: number }>().count;

  it('counts an order until the bank has it under way, by the kernel rule', async () => {
    const annas = Object.entries(world.accounts)
      .filter(([name]) => name.startsWith('anna:'))
      .map(([, uid]) => uid);
    const uid = await insertOrder(world.db, {
      accountUid: annas[0]!,
      requestedBy: world.persons['anna@kontor.test']!,
      status: 'draft',
      paymentTime: '2026-12-01',
    });
    const order = { uid, status: 'retired' as const };
    const countAs = async (status: PaymentOrderStatus) => {
      await world.db.updateTable('payment_orders').set({ status }).where('uid', '=', order.uid).execute();
      return count();
    };
    try {
      const waiting = await countAs('accepted');
      expect(await countAs('draft')).toBe(waiting);
      expect(await countAs('approval')).toBe(waiting);
      // Debited and under way, or with the bank: it asks nothing of Anna.
      for (const status of ['in-progress', 'retrying', 'manual', 'quarantine', 'executed'] as const)
        expect(await countAs(status)).toBe(waiting - 1);
    } finally {
      await world.db
        .updateTable('payment_orders')
        .set({ status: order.status })
        .where('uid', '=', order.uid)
        .execute();
    }
  });
});
