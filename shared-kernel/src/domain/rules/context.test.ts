import type { EntitlementFact } from './context';
import { personas } from '../fixtures/personas';
import {
  accountRight,
  accountsUnknown,
  accountsWithheld,
  contextOpenTo,
  bankableContext,
  chooseCashAccount,
  entitlementCovers,
  isBootstrapperRoles,
  isBusinessContextType,
  partnershipContextType,
} from './context';

describe('partnershipContextType (spec §6 "private person, partnership, registered partnership")', () => {
  it.each([
    [[], 'registered'],
    [['requestor'], 'partnership'],
    [['bootstrapper'], 'partnership'],
    [['partner', 'delegate'], 'partnership'],
  ])('%j → %s', (roles, expected) => {
    expect(partnershipContextType(roles)).toBe(expected);
  });

  it('counts partnership and registered contexts as business contexts', () => {
    expect(isBusinessContextType('partnership')).toBe(true);
    expect(isBusinessContextType('registered')).toBe(true);
    expect(isBusinessContextType('private')).toBe(false);
    expect(isBusinessContextType(null)).toBe(false);
  });
});

describe('isBootstrapperRoles (spec §6 "bootstrapper-only, or bootstrapper plus requestor")', () => {
  it.each([
    [['bootstrapper'], true],
    [['bootstrapper', 'requestor'], true],
    [['requestor'], false],
    [[], false],
    [['bootstrapper', 'partner'], false],
    [['partner', 'delegate', 'deputy'], false],
  ])('%j → %s', (roles, expected) => {
    expect(isBootstrapperRoles(roles)).toBe(expected);
  });
});

const bakery = 'p-bakery';
const operating = 'ca-operating';
const payroll = 'ca-payroll';
const wide: EntitlementFact = {
  entityUID: bakery,
  entityType: 'Partnership',
  action: 'capture',
  includedTypes: ['CashAccount', 'CardProgram'],
};
const onOperating: EntitlementFact = { entityUID: operating, entityType: 'CashAccount', action: 'view' };

describe('entitlementCovers (spec §3 Entitlement includedTypes)', () => {
  it('grants the action on the entity its row names', () => {
    expect(entitlementCovers([onOperating], { uid: operating, type: 'CashAccount' }, 'view')).toBe(true);
    expect(entitlementCovers([onOperating], { uid: operating, type: 'CashAccount' }, 'capture')).toBe(false);
    expect(entitlementCovers([onOperating], { uid: payroll, type: 'CashAccount' }, 'view')).toBe(false);
  });

  it('grants a partnership-wide action on every entity of an included type', () => {
    expect(entitlementCovers([wide], { uid: payroll, type: 'CashAccount' }, 'capture')).toBe(true);
    expect(entitlementCovers([wide], { uid: 'cp-1', type: 'CardProgram' }, 'capture')).toBe(true);
    expect(entitlementCovers([wide], { uid: 'card-1', type: 'CardIdentity' }, 'capture')).toBe(false);
    expect(entitlementCovers([wide], { uid: payroll, type: 'CashAccount' }, 'approve')).toBe(false);
  });

  it('covers an entity of unknown type by its own rows only', () => {
    expect(entitlementCovers([wide], { uid: payroll, type: null }, 'capture')).toBe(false);
    expect(entitlementCovers([wide], { uid: bakery, type: null }, 'capture')).toBe(true);
  });

  it('ignores includedTypes on entitlements that are not partnership-wide', () => {
    const odd: EntitlementFact = { ...onOperating, includedTypes: ['CashAccount'] };
    expect(entitlementCovers([odd], { uid: payroll, type: 'CashAccount' }, 'view')).toBe(false);
  });
});

describe('accountRight (spec §6)', () => {
  const anna = 'p-anna';
  const annaPrivate = 'ca-anna';
  const entitlements = [wide, onOperating];
  const inBakery = { type: 'business', uid: bakery } as const;
  const annaPrivately = { type: 'private', uid: anna } as const;
  const payrollAccount = { uid: payroll, ownerUid: bakery };
  const privateAccount = { uid: annaPrivate, ownerUid: anna };

  it('gives the owner every action in private context, and nothing by entitlement there', () => {
    for (const action of ['view', 'capture', 'approve'] as const) {
      expect(accountRight({ context: annaPrivately, account: privateAccount, entitlements }, action)).toBe(
        true,
      );
      expect(accountRight({ context: annaPrivately, account: payrollAccount, entitlements }, action)).toBe(
        false,
      );
    }
  });

  it('decides by entitlement in a business context', () => {
    expect(accountRight({ context: inBakery, account: payrollAccount, entitlements }, 'capture')).toBe(true);
    expect(accountRight({ context: inBakery, account: payrollAccount, entitlements }, 'approve')).toBe(false);
    expect(accountRight({ context: inBakery, account: payrollAccount, entitlements: [] }, 'view')).toBe(
      false,
    );
  });

  it('never reaches an account of another context, whatever the entitlements (contexts decide access)', () => {
    expect(accountRight({ context: inBakery, account: privateAccount, entitlements }, 'capture')).toBe(false);
    const elsewhere = { type: 'business', uid: 'p-asl' } as const;
    expect(accountRight({ context: elsewhere, account: payrollAccount, entitlements }, 'capture')).toBe(
      false,
    );
  });

  it('refuses without a context', () => {
    expect(accountRight({ context: null, account: privateAccount, entitlements }, 'view')).toBe(false);
  });
});

describe('chooseCashAccount (spec §9: CHF is the default currency)', () => {
  const account = (uid: string, currency: string, status = 'active') => ({ uid, currency, status });
  const accounts = [account('eur', 'EUR'), account('blocked', 'CHF', 'blocked'), account('chf', 'CHF')];

  it('keeps the wanted account while the context has it', () => {
    expect(chooseCashAccount(accounts, 'eur')?.uid).toBe('eur');
    expect(chooseCashAccount(accounts, 'blocked')?.uid).toBe('blocked');
  });

  it('else the first active CHF account, the first active one, the first one', () => {
    expect(chooseCashAccount(accounts, 'gone')?.uid).toBe('chf');
    expect(chooseCashAccount(accounts, null)?.uid).toBe('chf');
    expect(chooseCashAccount([account('eur', 'EUR'), account('usd', 'USD')], null)?.uid).toBe('eur');
    expect(chooseCashAccount([account('closed', 'CHF', 'closed')], null)?.uid).toBe('closed');
    expect(chooseCashAccount([], 'a')).toBeNull();
  });
});

describe('bankableContext (spec §2 side menu, §6 "Delegate role allows payments from a bankable partnership")', () => {
  const none = { personStatus: null, partnershipStatus: null, roles: [] };
  it.each<[string, Parameters<typeof bankableContext>[0], boolean]>([
    ['a bankable person, private', { ...none, contextType: 'private', personStatus: 'bankable' }, true],
    ['a card-only person, private', { ...none, contextType: 'private', personStatus: 'registered' }, false],
    [
      'a delegate of a bankable partnership',
      { ...none, contextType: 'partnership', partnershipStatus: 'bankable', roles: ['delegate'] },
      true,
    ],
    [
      'a partner without the delegate role',
      { ...none, contextType: 'partnership', partnershipStatus: 'bankable', roles: ['partner'] },
      false,
    ],
    [
      'a delegate of a screened partnership',
      { ...none, contextType: 'partnership', partnershipStatus: 'screened', roles: ['delegate'] },
      false,
    ],
    [
      'registered only',
      { ...none, contextType: 'registered', partnershipStatus: 'bankable', personStatus: 'bankable' },
      false,
    ],
    ['no context', { ...none, contextType: null, personStatus: 'bankable' }, false],
  ])('%s', (_label, facts, expected) => {
    expect(bankableContext(facts)).toBe(expected);
  });
});

describe('accountsWithheld', () => {
  // Spec §6: a registered person may view the partnership contract and holds no right on its accounts.
  it.each([
    ['annaPrivate', false],
    ['annaBaeckerei', false],
    ['lucaBaeckerei', false],
    ['claireAssociation', false],
    ['claireDuboisConseil', false],
    ['benKellerRobotics', false],
    ['quentinFavreArchitectes', false],
    ['ritaPrivate', false],
    ['ritaBaeckerei', true],
  ] as const)('%s → %s', (name, withheld) => {
    expect(accountsWithheld({ ...personas[name], cashAccounts: [] })).toBe(withheld);
  });

  it('is not said when the accounts or the rights were not read: they are unknown then', () => {
    const rita = { ...personas.ritaBaeckerei, cashAccounts: [] };
    expect(accountsWithheld({ ...rita, unavailable: ['entitlements'] })).toBe(false);
    expect(accountsWithheld({ ...rita, unavailable: ['cashAccounts'] })).toBe(false);
    expect(accountsUnknown({ ...rita, unavailable: ['entitlements'] })).toBe(true);
    expect(accountsUnknown({ ...rita, unavailable: ['contexts'] })).toBe(false);
    expect(accountsUnknown(rita)).toBe(false);
  });
});

describe('contextOpenTo (spec §6: identification-only users cannot switch to their own context)', () => {
  it.each([
    [{ identificationOnly: true }, 'private', false],
    [{ identificationOnly: true }, 'partnership', true],
    [{ identificationOnly: false }, 'private', true],
    [null, 'private', true],
  ] as const)('%j in a %s context → %s', (user, type, expected) => {
    expect(contextOpenTo(user, { type })).toBe(expected);
  });
});
