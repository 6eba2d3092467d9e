/** The payment form's helpers through the HTTP API: payment dates, account info, options, quote, currencies. */
import { addDaysIso, isBankingDay, previousBankingDay } from 'shared-kernel/domain';
import { personaApp } from '../../test/persona-app';
import { ANNA, LUCA } from '../../test/personas';
import { BRITISH_IBAN, GERMAN_IBAN, days } from './test-support';

const world = personaApp({ config: { paymentSchedulerMs: 0 } });

const ibanOf = async (uid: string) =>
  (await world.db.selectFrom('cash_accounts').select('iban').where('uid', '=', uid).executeTakeFirstOrThrow())
    .iban;

describe('GET /payment-dates', () => {
  it('gives the SIC holidays, the next execution date and the eBill recommendation', async () => {
    const { today } = await days(world.db);
    const plain = (await world.call(ANNA, 'GET', '/api/payment-dates')).json<Record<string, unknown>>();
    expect(plain).toMatchObject({ today, weekendAllowed: false });
    expect(isBankingDay(plain.nextExecutionDate as string)).toBe(true);
    expect(plain.clearingHolidays).toEqual(
      expect.arrayContaining([`${Number(today.slice(0, 4)) + 1}-01-01`]),
    );
    const due = addDaysIso(today, 40);
    const ebill = (await world.call(ANNA, 'GET', `/api/payment-dates?isEBill=true&dueDate=${due}`)).json<
      Record<string, unknown>
    >();
    expect(ebill.recommendedExecutionDate).toBe(previousBankingDay(due));
    const standing = (await world.call(ANNA, 'GET', '/api/payment-dates?recurrence=monthly')).json<
      Record<string, unknown>
    >();
    expect(standing.weekendAllowed).toBe(true);
  });
});

describe('GET /account-number-info', () => {
  it('names the holder of a Kontor IBAN; 404 code 1125 otherwise', async () => {
    const info = await world.call(
      ANNA,
      'GET',
      `/api/account-number-info?id=${await ibanOf(world.accounts['Betriebskonto']!)}`,
    );
    expect(info.json()).toMatchObject({
      name: 'Bäckerei Meier GmbH',
      address: { country: expect.any(String) },
    });
    const person = await world.call(
      LUCA,
      'GET',
      `/api/account-number-info?id=${await ibanOf(world.accounts['anna:Privatkonto']!)}`,
    );
    expect(person.json()).toMatchObject({ name: 'Anna Meier' });
    const other = await world.call(ANNA, 'GET', `/api/account-number-info?id=${GERMAN_IBAN}`);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: '1125' });
  });
});

describe('GET /v2/cash-accounts/{id}/payment-options', () => {
  it.each<[string, () => Promise<string>, string, object]>([
    [
      'SEPA to Germany',
      async () => GERMAN_IBAN,
      'EUR',
      {
        paymentKind: 'SEPA',
        bicRequired: false,
        addressRequired: true,
        streetRequired: true,
        eligible: true,
        foreignBankFeeNotice: true,
      },
    ],
    [
      'SWIFT to Britain',
      async () => BRITISH_IBAN,
      'USD',
      { paymentKind: 'SWIFT', bicRequired: true, eligible: true },
    ],
    [
      'her own Euro-Konto',
      () => ibanOf(world.accounts['anna:Euro-Konto']!),
      'EUR',
      { targetAccountCurrency: 'EUR', internal: true, addressRequired: false },
    ],
  ])('%s', async (_label, iban, currency, expected) => {
    const response = await world.call(
      ANNA,
      'GET',
      `/api/v2/cash-accounts/${world.accounts['anna:Privatkonto']}/payment-options?targetIban=${await iban()}&targetCurrency=${currency}`,
    );
    expect(response.json()).toMatchObject(expected);
  });

  it('says why an international payment is not offered (not-eligible warning)', async () => {
    const response = await world.call(
      ANNA,
      'GET',
      `/api/v2/cash-accounts/${world.accounts['anna:Sparkonto']}/payment-options?targetIban=${GERMAN_IBAN}&targetCurrency=EUR`,
    );
    expect(response.json()).toMatchObject({ eligible: false, missingFeature: 'AccountNotInternational' });
  });
});

describe('POST /v2/incore/quote/calculate', () => {
  it.each<[string, string, number, object]>([
    // 100.00 EUR × 0.947050 = 94.705 → 94.71 (rounded up), SEPA: no fee.
    [
      'EUR to Germany',
      GERMAN_IBAN,
      100,
      {
        sourceAmount: { value: 9471, factor: 2, currency: 'CHF' },
        exchangeRate: 0.94705,
        exchangeRateMicros: 947050,
        additionalFee: { value: 0 },
        totalDebit: { value: 9471 },
        paymentKind: 'SEPA',
      },
    ],
    // 250.00 USD × 0.886600 = 221.65, SWIFT fee 5.00.
    [
      'USD to Britain',
      BRITISH_IBAN,
      250,
      {
        sourceAmount: { value: 22165 },
        additionalFee: { value: 500 },
        totalDebit: { value: 22665 },
        paymentKind: 'SWIFT',
        foreignBankFeeNotice: true,
      },
    ],
  ])('%s', async (_label, targetIban, targetAmount, expected) => {
    const response = await world.call(ANNA, 'POST', '/api/v2/incore/quote/calculate', {
      payload: {
        targetAmount,
        sourceCurrency: 'CHF',
        targetCurrency: targetIban === GERMAN_IBAN ? 'EUR' : 'USD',
        targetIban,
        sourceIban: await ibanOf(world.accounts['anna:Privatkonto']!),
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject(expected);
  });

  it('refuses an account the caller may not see and amounts with more than 2 decimals', async () => {
    const foreign = await world.call(LUCA, 'POST', '/api/v2/incore/quote/calculate', {
      payload: {
        targetAmount: 10,
        sourceCurrency: 'CHF',
        targetCurrency: 'EUR',
        sourceIban: await ibanOf(world.accounts['anna:Privatkonto']!),
      },
    });
    expect(foreign.statusCode).toBe(404);
    const decimals = await world.call(ANNA, 'POST', '/api/v2/incore/quote/calculate', {
      payload: {
        targetAmount: 10.001,
        sourceCurrency: 'CHF',
        targetCurrency: 'EUR',
        sourceIban: await ibanOf(world.accounts['anna:Privatkonto']!),
      },
    });
    expect(decimals.json()).toMatchObject({ data: [{ field: 'targetAmount', code: 'too_many_decimals' }] });
  });

  it('lists the currencies with their countries', async () => {
    const response = await world.call(ANNA, 'GET', '/api/v2/incore/currencies/CHF');
    expect(response.json()).toEqual(
      expect.arrayContaining([{ code: 'EUR', countries: expect.arrayContaining(['DEU', 'FRA']) }]),
    );
  });
});
