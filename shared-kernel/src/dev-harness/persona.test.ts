import { annaBaeckerei, annaPrivate, paulProspect } from '../domain/fixtures/personas';
import { DEFAULT_PERSONA, linkOfRoute, personaFromQuery } from './persona';

describe('personaFromQuery', () => {
  it.each([
    ['?persona=annaBaeckerei', 'annaBaeckerei', annaBaeckerei],
    ['?persona=ANNABAECKEREI', 'annaBaeckerei', annaBaeckerei],
    ['?persona=anna', 'annaPrivate', annaPrivate],
    ['?persona=paul', 'paulProspect', paulProspect],
    ['?persona=nobody', DEFAULT_PERSONA, annaPrivate],
    ['', DEFAULT_PERSONA, annaPrivate],
  ])('%s → %s', (search, name, snapshot) => {
    const chosen = personaFromQuery(search);
    expect(chosen.name).toBe(name);
    expect(chosen.session.currentContext).toEqual(snapshot.currentContext);
    expect(chosen.session.env).toBe('local');
  });
});

describe('linkOfRoute', () => {
  it.each([
    ['/', '/'],
    ['/transactions/:id?', '/transactions'],
    ['/cards-admin/:id?/:cardId?', '/cards-admin'],
    [
      '/partnership-details/update-partnership-form/:id?/:step?',
      '/partnership-details/update-partnership-form',
    ],
    ['/prospect-login/verify', '/prospect-login/verify'],
  ])('%s → %s', (path, link) => expect(linkOfRoute(path)).toBe(link));
});
