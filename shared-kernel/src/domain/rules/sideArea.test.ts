import { personas, type PersonaName } from '../fixtures/personas';
import { contextChoices, otherAccountsArea } from './sideArea';

describe('otherAccountsArea', () => {
  it.each<[PersonaName, boolean, boolean]>([
    ['annaPrivate', true, false],
    ['annaBaeckerei', true, true],
    ['lucaBaeckerei', true, true],
    ['noraPrivate', false, false],
    ['claireAssociation', false, true],
    ['benKellerRobotics', false, false],
    ['pia', false, false],
    ['ritaBaeckerei', true, false],
  ])('for %s: listed %s, add-account %s', (persona, visible, canAdd) => {
    const area = otherAccountsArea(personas[persona]);
    expect(area.visible).toBe(visible);
    expect(area.canAddAccount).toBe(canAdd);
  });

  it('hides add-account while a billing account is being cancelled', () => {
    expect(
      otherAccountsArea({ ...personas.annaBaeckerei, billingAccountCancelling: true }).canAddAccount,
    ).toBe(false);
  });

  it('hides add-account for potato-only users in any context', () => {
    const potato = {
      ...personas.annaBaeckerei,
      user: { ...personas.annaBaeckerei.user!, isPotatoOnly: true },
    };
    expect(otherAccountsArea(potato).canAddAccount).toBe(false);
  });

  it('shows amounts only where entitled', () => {
    const amounts = (persona: PersonaName) =>
      otherAccountsArea(personas[persona]).accounts.map((entry) => entry.amountsVisible);
    expect(amounts('lucaBaeckerei')).toEqual([true, true]);
    expect(amounts('ritaBaeckerei')).toEqual([false, false]);
    expect(amounts('annaPrivate')).toEqual([true, true, true]);
  });

  it('dims accounts that are not active and labels their status', () => {
    const session = {
      ...personas.annaPrivate,
      cashAccounts: personas.annaPrivate.cashAccounts.map((a, i) =>
        i === 1 ? { ...a, status: 'blocked' } : a,
      ),
    };
    const entries = otherAccountsArea(session).accounts;
    expect(entries.map((entry) => [entry.dimmed, entry.statusLabel, entry.statusLabelKey])).toEqual([
      [false, null, null],
      [true, 'blocked', 'dict.cashAccountStatus.blocked'],
      [false, null, null],
    ]);
  });
});

describe('contextChoices', () => {
  const names = (persona: PersonaName, search?: string) =>
    contextChoices(personas[persona], search).map((choice) => choice.context.name);

  it('lists the other contexts, own first, then alphabetical', () => {
    expect(names('claireDuboisConseil')).toEqual(['Claire Dubois', 'Association Sportive Lausanne']);
    expect(names('clairePrivate')).toEqual(['Association Sportive Lausanne', 'Dubois Conseil']);
    expect(names('annaBaeckerei')).toEqual(['Anna Meier']);
  });

  it('filters by search text, ignoring case and accents', () => {
    expect(names('annaPrivate', 'backerei')).toEqual(['Bäckerei Meier GmbH']);
    expect(names('clairePrivate', 'CONSEIL')).toEqual(['Dubois Conseil']);
    expect(names('clairePrivate', 'zürich')).toEqual([]);
  });

  it('disables the own context for identification-only users', () => {
    const choices = contextChoices(personas.quentinFavreArchitectes);
    expect(choices.map((choice) => [choice.context.name, choice.disabled])).toEqual([
      ['Quentin Favre', true],
    ]);
    expect(contextChoices(personas.annaBaeckerei)[0]!.disabled).toBe(false);
  });

  it('is empty for a prospect', () => {
    expect(contextChoices(personas.paulProspect)).toEqual([]);
  });
});
