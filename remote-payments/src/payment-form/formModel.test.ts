import { personas } from 'shared-kernel/testing';
import { countryOfIban, countryOptions } from './countries';
import {
  emptyPaymentValues,
  requestBody,
  valuesFromOrder,
  withInternalTarget,
  withRecurrence,
} from './formModel';
import { schemaErrors, ruleErrors } from './formErrors';
import { orderRead, schemaResponse, TODAY } from './testFixtures';

const [privatkonto, sparkonto, euroKonto] = personas.annaPrivate.cashAccounts;

const filled = () => ({
  ...emptyPaymentValues(privatkonto!, TODAY),
  beneficiary: {
    name: 'Müller Mehl AG',
    iban: 'CH56 0483 5012 3456 7800 9',
    swiftBIC: '',
    address: { street: '', number: '', postalCode: '', city: '', country: 'CHE' },
  },
  amount: "1'250.50",
});

describe('payment form model', () => {
  it('sends the amount as a number with 2 decimals, the IBAN in electronic format, no empty address', () => {
    const body = requestBody(filled(), { isDraft: false, withAddress: true });
    expect(body).toMatchObject({
      amount: 1250.5,
      currency: 'CHF',
      beneficiary: { name: 'Müller Mehl AG', iban: 'CH5604835012345678009' },
      recurrence: 'single',
      category: 'general',
      paymentTime: TODAY,
      isDraftPO: false,
    });
    // Spec §5: the address is dropped when its postal code is empty.
    expect(body.beneficiary.address).toBeUndefined();
  });

  it('keeps the address of a foreign payment when it has a postal code', () => {
    const values = filled();
    values.beneficiary.address = {
      street: 'Hauptstr.',
      number: '5',
      postalCode: '10115',
      city: 'Berlin',
      country: 'DEU',
    };
    expect(requestBody(values, { isDraft: false, withAddress: true }).beneficiary.address).toEqual(
      values.beneficiary.address,
    );
    expect(requestBody(values, { isDraft: false, withAddress: false }).beneficiary.address).toBeUndefined();
  });

  it('monthlylast sets the payment date to the last day of the current month (spec §4)', () => {
    expect(withRecurrence(filled(), 'monthlylast', TODAY).paymentTime).toBe('2026-11-30');
    expect(withRecurrence(filled(), 'monthly', TODAY).paymentTime).toBe(TODAY);
  });

  it('sends a last payment date with a recurrence only (issue 28)', () => {
    const standing = { ...withRecurrence(filled(), 'monthly', TODAY), recurrenceEndDate: '2027-03-23' };
    expect(requestBody(standing, { isDraft: false, withAddress: false }).recurrenceEndDate).toBe(
      '2027-03-23',
    );
    // Back to a single payment: the date stays in the form but is not sent.
    const single = withRecurrence(standing, 'single', TODAY);
    expect(single.recurrenceEndDate).toBe('2027-03-23');
    expect(requestBody(single, { isDraft: false, withAddress: false })).not.toHaveProperty(
      'recurrenceEndDate',
    );
    expect(requestBody(filled(), { isDraft: false, withAddress: false })).not.toHaveProperty(
      'recurrenceEndDate',
    );
  });

  it('an internal target account sets the beneficiary to the owner, its IBAN and its currency (spec §4)', () => {
    const values = withInternalTarget(filled(), euroKonto!, 'Anna Meier');
    expect(values.beneficiary.name).toBe('Anna Meier');
    expect(values.beneficiary.iban.replace(/\s/g, '')).toBe(euroKonto!.iban);
    expect(values.currency).toBe('EUR');
    expect(withInternalTarget(filled(), sparkonto!, 'Anna Meier').currency).toBe('CHF');
  });

  it('reads a standing order with its last payment date back into the form', () => {
    const order = orderRead('accepted', privatkonto!.uid, {
      recurrence: 'monthly',
      recurrenceEndDate: '2027-05-27',
    });
    expect(valuesFromOrder(order)).toMatchObject({ recurrence: 'monthly', recurrenceEndDate: '2027-05-27' });
    expect(valuesFromOrder(orderRead('accepted', privatkonto!.uid)).recurrenceEndDate).toBe('');
  });

  it('reads an order back into the form (patch mode)', () => {
    const values = valuesFromOrder(orderRead('accepted', privatkonto!.uid));
    expect(values).toMatchObject({
      accountUid: privatkonto!.uid,
      amount: '1250.50',
      paymentTime: '2026-11-27',
      paymentReason: 'Invoice 42',
      beneficiary: { name: 'Müller Mehl AG', iban: 'CH56 04835 012345678009' },
    });
  });
});

describe('payment form errors', () => {
  const schema = schemaResponse(privatkonto!).schema;
  const rules = {
    accountIban: privatkonto!.iban,
    accountCurrency: 'CHF',
    today: TODAY,
    withAddress: false,
    internal: false,
  };

  it('a complete CHF payment has no errors', () => {
    expect({ ...schemaErrors(schema, filled(), false), ...ruleErrors(filled(), rules) }).toEqual({});
  });

  it('required fields and numbers-only come from the schema with the kit messages (spec §5)', () => {
    const values = { ...filled(), amount: 'abc', beneficiary: { ...filled().beneficiary, name: '' } };
    expect(schemaErrors(schema, values, false)).toMatchObject({
      'beneficiary.name': 'webapp.ui.form.required',
      amount: 'webapp.ui.form.numbers_only',
    });
  });

  it('an amount above the bank bound says the limit as an amount, in Swiss notation', () => {
    expect(schemaErrors(schema, { ...filled(), amount: '100000.01' }, false).amount).toEqual({
      key: 'webapp.ui.form.amount_max',
      values: { amount: "CHF 100'000.00" },
    });
  });

  it('an amount of 0.00 says the least amount', () => {
    expect(schemaErrors(schema, { ...filled(), amount: '0.00' }, false).amount).toEqual({
      key: 'webapp.ui.form.amount_min',
      values: { amount: 'CHF 0.01' },
    });
  });

  it('a wrong IBAN checksum and a wrong QR reference are field errors of the shared rules', () => {
    const badIban = {
      ...filled(),
      beneficiary: { ...filled().beneficiary, iban: 'CH56 0483 5012 3456 7800 8' },
    };
    expect(ruleErrors(badIban, rules)['beneficiary.iban']).toBe('app.payments.invalid_creditor_iban');
    const qr = {
      ...filled(),
      beneficiary: { ...filled().beneficiary, iban: 'CH44 3199 9123 0008 8901 2' },
      structuredReference: '210000000003139471430009018',
    };
    expect(ruleErrors(qr, rules).structuredReference).toBe('app.payments.invalid_qr_reference');
  });

  it('a last payment date before the first is a field error of the shared rule (issue 28)', () => {
    const standing = { ...filled(), recurrence: 'monthly', recurrenceEndDate: '2026-11-01' };
    expect(ruleErrors(standing, rules).recurrenceEndDate).toBe('app.payments.recurrence_end_before_start');
    expect(ruleErrors({ ...standing, recurrenceEndDate: TODAY }, rules)).toEqual({});
  });

  it('a SWIFT payment needs a BIC and an address with street', () => {
    const usd = {
      ...filled(),
      currency: 'USD',
      beneficiary: { ...filled().beneficiary, iban: 'GB29 NWBK 6016 1331 9268 19' },
    };
    const errors = ruleErrors(usd, { ...rules, withAddress: true });
    expect(errors['beneficiary.swiftBIC']).toBe('app.payments.bic_required');
    expect(errors['beneficiary.address.street']).toBe('app.payments.street_required');
    expect(errors['beneficiary.address.postalCode']).toBe('app.payments.address_required');
  });
});

describe('beneficiary countries', () => {
  it('names countries in the language, Switzerland first', () => {
    const options = countryOptions('de');
    expect(options[0]).toEqual({ value: 'CHE', label: { text: 'Schweiz' } });
    expect(options.find((option) => option.value === 'DEU')?.label.text).toBe('Deutschland');
    expect(countryOfIban('DE89 3704 0044 0532 0130 00')).toBe('DEU');
  });
});
