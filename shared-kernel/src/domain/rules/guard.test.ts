import { personas } from '../fixtures/personas';
import type { SessionSnapshot } from '../session';
import { resolveGuard, type GuardDecision, type GuardedRoute } from './guard';

const loggedOut: SessionSnapshot = { ...personas.paulProspect, authLevel: 'none', prospect: null };
const weak: SessionSnapshot = { ...personas.annaPrivate, authLevel: 'weak' };

const r = (path: string, auth: GuardedRoute['auth'], extra: Partial<GuardedRoute> = {}): GuardedRoute => ({
  path,
  auth,
  ...extra,
});
const allow: GuardDecision = { allow: true };
const to = (redirect: '/login' | '/' | '/prospect-login' | '/prospect-home'): GuardDecision => ({
  allow: false,
  redirect,
});

describe('resolveGuard', () => {
  it.each<[string, GuardedRoute | null, SessionSnapshot, boolean, GuardDecision]>([
    [
      'strong route without strong auth clears the session',
      r('/transactions/:id?', 'strong'),
      weak,
      false,
      { allow: false, redirect: '/login', clearSession: true },
    ],
    [
      'strong route logged out clears the session',
      r('/', 'strong'),
      loggedOut,
      false,
      { allow: false, redirect: '/login', clearSession: true },
    ],
    [
      'strong route for a prospect (pin) clears the session',
      r('/', 'strong'),
      personas.paulProspect,
      true,
      { allow: false, redirect: '/login', clearSession: true },
    ],
    ['strong route with strong auth', r('/transactions/:id?', 'strong'), personas.annaPrivate, false, allow],
    ['login when strong goes to the dashboard', r('/login', 'none'), personas.annaPrivate, false, to('/')],
    ['unnamed route when strong goes to the dashboard', null, personas.annaPrivate, false, to('/')],
    ['unnamed route when logged out goes to login', null, loggedOut, false, to('/login')],
    ['login when logged out', r('/login', 'none'), loggedOut, false, allow],
    [
      'account request stays open to strong users',
      r('/account-request', 'none'),
      personas.annaPrivate,
      false,
      allow,
    ],
    [
      'more-info when strong goes to the dashboard',
      r('/login/more-info', 'none'),
      personas.annaPrivate,
      false,
      to('/'),
    ],
    [
      'pin route for a verified prospect',
      r('/prospect-home/:id?', 'pin'),
      personas.paulProspect,
      true,
      allow,
    ],
    [
      'pin route for an unverified prospect',
      r('/prospect-home/:id?', 'pin'),
      personas.paulProspect,
      false,
      to('/prospect-login'),
    ],
    ['pin route logged out', r('/prospect-request', 'pin'), loggedOut, true, to('/prospect-login')],
    [
      'prospect login when verified goes to prospect home',
      r('/prospect-login', 'none'),
      personas.paulProspect,
      true,
      to('/prospect-home'),
    ],
    ['prospect login when not verified', r('/prospect-login', 'none'), personas.paulProspect, false, allow],
    [
      'prospect code entry when verified goes to prospect home',
      r('/prospect-login/verify', 'none'),
      personas.paulProspect,
      true,
      to('/prospect-home'),
    ],
    [
      'private-only route in a partnership context',
      r('/personal-details/:id?', 'strong', { contexts: ['private'] }),
      personas.annaBaeckerei,
      false,
      to('/'),
    ],
    [
      'partnership-only route in the private context',
      r('/team-space/:view?/:id?', 'strong', { contexts: ['partnership'] }),
      personas.annaPrivate,
      false,
      to('/'),
    ],
    [
      'partnership-only route in a registered context',
      r('/team-space/:view?/:id?', 'strong', { contexts: ['partnership'] }),
      personas.ritaBaeckerei,
      false,
      to('/'),
    ],
    [
      'partnership-only route in a partnership context',
      r('/team-space/:view?/:id?', 'strong', { contexts: ['partnership'] }),
      personas.lucaBaeckerei,
      false,
      allow,
    ],
    [
      '/payments with capture on the selected account',
      r('/payments', 'strong', { enterRule: 'canCreatePaymentInBankableContext' }),
      personas.lucaBaeckerei,
      false,
      allow,
    ],
    [
      '/payments for an approve-only user',
      r('/payments', 'strong', { enterRule: 'canCreatePaymentInBankableContext' }),
      personas.claireAssociation,
      false,
      to('/'),
    ],
    [
      '/payments for a registered-only user',
      r('/payments', 'strong', { enterRule: 'canCreatePaymentInBankableContext' }),
      personas.ritaBaeckerei,
      false,
      to('/'),
    ],
    [
      'debug page in sandbox',
      r('/debug/input', 'strong', { debugOnly: true }),
      personas.annaPrivate,
      false,
      allow,
    ],
    [
      'debug page in production',
      r('/debug/input', 'strong', { debugOnly: true }),
      { ...personas.annaPrivate, env: 'prod' },
      false,
      to('/'),
    ],
  ])('%s', (_label, route, session, prospectVerified, decision) => {
    expect(resolveGuard(route, session, { prospectVerified })).toEqual(decision);
  });
});
