/**
 * Decisions shown (issue 28): a rejection keeps its reason on the order, the order names its capturer and
 * its signers with the time of each signature, the capturer withdraws an order awaiting signatures (the
 * kernel's paymentOrderDeletionAllowed, the same as the overview's button), and the PDF confirmation goes to
 * the order's readers only, in the caller's language. Both databases.
 */
import { pdfText } from '../../test/pdf-text';
import { personaApp } from '../../test/persona-app';
import { ANNA, LUCA, NORA, RITA } from '../../test/personas';
import { createUrl, days, paymentBody } from './test-support';

const world = personaApp({ config: { paymentSchedulerMs: 0 } });

interface Signature {
  personUid: string;
  name: string;
  signedAt: string | null;
}
interface OrderAnswer {
  uid: string;
  status: string;
  rejectionReason: string | null;
  capturer: { uid: string; name: string };
  approval: { uid: string; signatures: Signature[]; rejectedByName: string | null } | null;
  beneficiaryApproval: { uid: string; rejectedByName: string | null; mayApprove: boolean } | null;
  _actions: { delete?: { uri: string } };
}

async function captureByLuca(name = 'Bachmann Mühle AG', iban?: string): Promise<OrderAnswer> {
  const account = world.accounts['Betriebskonto']!;
  const { later } = await days(world.db);
  const response = await world.call(LUCA, 'POST', createUrl(account), {
    partnership: world.baeckerei,
    payload: paymentBody(account, later, {}, iban ? { name, iban } : { name }),
  });
  expect(response.statusCode).toBe(201);
  return response.json<OrderAnswer>();
}

const read = async (email: string, uid: string) =>
  (
    await world.call(email, 'GET', `/api/v2/iban-payment-orders/${uid}`, { partnership: world.baeckerei })
  ).json<OrderAnswer>();

describe('decisions shown', () => {
  it('a rejection keeps its reason; the order names its capturer and who rejected it', async () => {
    const order = await captureByLuca();
    expect(order.status).toBe('approval');
    expect(order.capturer.name).toMatch(/^Luca /);
    const tooLong = await world.call(
      ANNA,
      'POST',
      `/api/v2/partnerships/pending-approvals/${order.approval!.uid}/reject`,
      { partnership: world.baeckerei, payload: { reason: 'x'.repeat(141) } },
    );
    expect(tooLong.statusCode).toBe(400);
    const rejected = await world.call(
      ANNA,
      'POST',
      `/api/v2/partnerships/pending-approvals/${order.approval!.uid}/reject`,
      { partnership: world.baeckerei, payload: { reason: 'Rechnung bereits bezahlt' } },
    );
    expect(rejected.json()).toMatchObject({ status: 'rejected', subjectStatus: 'rejected' });
    const seen = await read(LUCA, order.uid);
    expect(seen).toMatchObject({ status: 'rejected', rejectionReason: 'Rechnung bereits bezahlt' });
    expect(seen.approval!.rejectedByName).toMatch(/^Anna /);
  });

  it('an order rejected at its new beneficiary names who rejected it (issue 28)', async () => {
    const order = await captureByLuca('Druckerei Lenz AG', 'CH5604835012345678009');
    expect(order.status).toBe('blocked');
    const rejected = await world.call(
      ANNA,
      'POST',
      `/api/v2/partnerships/pending-approvals/${order.beneficiaryApproval!.uid}/reject`,
      { partnership: world.baeckerei, payload: { reason: 'Unbekannter Lieferant' } },
    );
    expect(rejected.statusCode).toBe(200);
    const seen = await read(LUCA, order.uid);
    expect(seen).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Unbekannter Lieferant',
      approval: null,
    });
    expect(seen.beneficiaryApproval).toMatchObject({
      rejectedByName: expect.stringMatching(/^Anna /),
      mayApprove: false,
    });
  });

  it('names each signer with the time of the signature', async () => {
    const order = await captureByLuca();
    const signed = await world.call(
      NORA,
      'POST',
      `/api/v2/partnerships/pending-approvals/${order.approval!.uid}/approve`,
      { partnership: world.baeckerei },
    );
    expect(signed.json()).toMatchObject({ status: 'pending', stillNeeded: 1 });
    const seen = await read(LUCA, order.uid);
    expect(seen.approval!.signatures).toEqual([
      { personUid: expect.any(String), name: expect.stringMatching(/^Nora /), signedAt: expect.any(String) },
    ]);
  });

  it('the capturer withdraws an order awaiting signatures; it is retired and its approval withdrawn', async () => {
    const order = await captureByLuca();
    expect(order._actions.delete).toBeDefined();
    const withdrawn = await world.call(LUCA, 'DELETE', `/api/payment-orders/${order.uid}`, {
      partnership: world.baeckerei,
    });
    expect(withdrawn.json()).toMatchObject({ status: 'retired' });
    const approval = await world.db
      .selectFrom('pending_approvals')
      .select('status')
      .where('subject_uid', '=', order.uid)
      .executeTakeFirstOrThrow();
    expect(approval.status).toBe('withdrawn');
    const again = await world.call(LUCA, 'DELETE', `/api/payment-orders/${order.uid}`, {
      partnership: world.baeckerei,
    });
    expect(again.statusCode).toBe(409);
  });

  it('the PDF confirmation goes to readers in their language, names the order; others get 404', async () => {
    const order = await captureByLuca();
    const url = `/api/v2/payment-orders/${order.uid}/confirmation.pdf`;
    const pdf = await world.call(ANNA, 'GET', url, {
      partnership: world.baeckerei,
      headers: { 'accept-language': 'fr-CH' },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const bytes = pdf.rawPayload;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(bytes);
    expect(text).toContain('Confirmation de paiement');
    expect(text).toContain('Bachmann Mühle AG');
    expect(text).toContain('Kontor Bank AG');
    expect(text).toMatch(/Luca /);
    expect((await world.call(RITA, 'GET', url, { partnership: world.baeckerei })).statusCode).toBe(404);
    expect((await world.call(ANNA, 'GET', url)).statusCode).toBe(404);
  });
});
