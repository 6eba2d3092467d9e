import { personas, type PersonaName } from '../fixtures/personas';
import type { SessionSnapshot } from '../session';
import { settingsEntries, type SettingsEntryId } from './settings';

const ids = (session: SessionSnapshot): SettingsEntryId[] =>
  settingsEntries(session).map((entry) => entry.id);

describe('settingsEntries', () => {
  it.each<[PersonaName, SettingsEntryId[]]>([
    ['annaPrivate', ['personalDetails', 'security', 'legal', 'documents', 'ebillSettings', 'logout']],
    ['annaBaeckerei', ['partnershipDetails', 'security', 'legal', 'documents', 'subscription', 'logout']],
    ['lucaBaeckerei', ['partnershipDetails', 'security', 'legal', 'subscription', 'logout']],
    ['claireDuboisConseil', ['partnershipDetails', 'security', 'legal', 'logout']],
    ['benKellerRobotics', ['security', 'legal', 'logout']],
    ['ritaBaeckerei', ['security', 'legal', 'logout']],
    ['pia', ['personalDetails', 'security', 'legal', 'documents', 'logout']],
  ])('for %s', (persona, expected) => {
    expect(ids(personas[persona])).toEqual(expected);
  });

  it('offers eBill settings where eBill lives: a partnership context, not a registered one', () => {
    const active = { active: true, activationSuggested: false, activationPending: false };
    expect(ids({ ...personas.lucaBaeckerei, ebill: active })).toContain('ebillSettings');
    expect(ids({ ...personas.ritaBaeckerei, ebill: active })).not.toContain('ebillSettings');
  });

  it('offers documents in a registered context once data-sharing exports exist', () => {
    expect(ids({ ...personas.ritaBaeckerei, dataSharingExportsExist: true })).toContain('documents');
  });

  it('offers e-bill activation when suggested and hides e-bill settings then', () => {
    const suggested = {
      ...personas.annaPrivate,
      ebill: { active: true, activationSuggested: true, activationPending: false },
    };
    expect(ids(suggested)).toEqual([
      'personalDetails',
      'security',
      'legal',
      'documents',
      'activateEbill',
      'logout',
    ]);
    expect(ids({ ...personas.ritaBaeckerei, ebill: suggested.ebill })).not.toContain('activateEbill');
  });

  it('links entries to their routes', () => {
    expect(settingsEntries(personas.annaPrivate)[0]).toEqual({
      id: 'personalDetails',
      to: '/personal-details',
    });
    expect(settingsEntries(personas.annaPrivate).at(-1)).toEqual({ id: 'logout' });
  });
});
