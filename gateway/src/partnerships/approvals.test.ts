/** Four-eyes approvals of payment orders (voting rule as_two). */
import { personaApp } from '../../test/persona-app';

const world = personaApp();
const { call } = world;

describe('approvals', () => {
  it('releases a payment order after two signatures (as_two) and refuses Luca (no approve right)', async () => {
    const pending = await call(
      'anna@kontor.test',
      'GET',
      `/api/v2/partnerships/${world.baeckerei}/pending-approvals`,
      { partnership: world.baeckerei },
    );
    const order = pending
      .json<{ uid: string; subjectType: string; approvedBy: string[]; subjectUid: string }[]>()
      .find((row) => row.subjectType === 'paymentOrder' && row.approvedBy.length === 0)!;
    const luca = await call(
      'luca@kontor.test',
      'POST',
      `/api/v2/partnerships/pending-approvals/${order.uid}/approve`,
      { partnership: world.baeckerei },
    );
    expect(luca.statusCode).toBe(403);
    const first = await call(
      'anna@kontor.test',
      'POST',
      `/api/v2/partnerships/pending-approvals/${order.uid}/approve`,
      { partnership: world.baeckerei },
    );
    expect(first.json()).toMatchObject({ status: 'pending' });
    expect(
      (
        await call(
          'anna@kontor.test',
          'POST',
          `/api/v2/partnerships/pending-approvals/${order.uid}/approve`,
          { partnership: world.baeckerei },
        )
      ).statusCode,
    ).toBe(409);
    const second = await call(
      'nora@kontor.test',
      'POST',
      `/api/v2/partnerships/pending-approvals/${order.uid}/approve`,
      { partnership: world.baeckerei },
    );
    expect(second.json()).toMatchObject({ status: 'approved' });
    const row = await world.db
      .selectFrom('payment_orders')
      .select('status')
      .where('uid', '=', order.subjectUid)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('accepted');
  });
});
