import { accountOpeningRefusal, type AccountOpeningFacts } from './accounts';

const may: AccountOpeningFacts = {
  partnershipContext: true,
  roles: ['partner', 'delegate'],
  partnershipStatus: 'bankable',
  potatoOnly: false,
  capturesOnPartnership: true,
  billingAccountCancelling: false,
};

describe('accountOpeningRefusal (spec §2 add-new-account, §6)', () => {
  it('lets a partner or delegate with capture on a bankable partnership open an account', () => {
    expect(accountOpeningRefusal(may)).toBeNull();
    expect(accountOpeningRefusal({ ...may, roles: ['delegate'] })).toBeNull();
    expect(accountOpeningRefusal({ ...may, roles: ['partner'] })).toBeNull();
  });

  it.each<[string, Partial<AccountOpeningFacts>, string]>([
    ['private context', { partnershipContext: false }, 'notPartnership'],
    ['bootstrapper requestor', { roles: ['bootstrapper', 'requestor'] }, 'noRole'],
    ['potato-only user', { potatoOnly: true }, 'noRole'],
    ['registered only (no role)', { roles: [] }, 'noRole'],
    ['deputy only', { roles: ['deputy'] }, 'noRole'],
    ['partnership not bankable', { partnershipStatus: 'screened' }, 'notBankable'],
    ['no capture on the partnership', { capturesOnPartnership: false }, 'noRight'],
    ['billing account being cancelled', { billingAccountCancelling: true }, 'billingCancelling'],
  ])('refuses: %s', (_, change, refusal) => {
    expect(accountOpeningRefusal({ ...may, ...change })).toBe(refusal);
  });
});
