import type { SessionSnapshot } from 'shared-kernel/domain';
import { personas } from 'shared-kernel/testing';
import { openingRefusal } from './rules';

const partnershipUid = personas.annaBaeckerei.currentContext!.uid;
const withCapture = (session: SessionSnapshot): SessionSnapshot => ({
  ...session,
  entitlements: [
    ...session.entitlements,
    { entityUID: partnershipUid, entityType: 'Partnership', action: 'capture', includedTypes: [] },
  ],
});
const withStatus = (session: SessionSnapshot, status: 'bankable' | 'screened'): SessionSnapshot => ({
  ...session,
  currentContext: {
    ...session.currentContext!,
    partnership: { ...session.currentContext!.partnership!, status },
  },
});

describe('openingRefusal', () => {
  it.each<[string, SessionSnapshot, ReturnType<typeof openingRefusal>]>([
    ['a partner with capture on the partnership', withCapture(personas.annaBaeckerei), null],
    ['a delegate without capture on the partnership', personas.lucaBaeckerei, 'noRight'],
    ['the private context', personas.annaPrivate, 'notPartnership'],
    ['the registered context of a registered-only user', personas.ritaBaeckerei, 'notPartnership'],
    ['the bootstrapper requestor', personas.benKellerRobotics, 'noRole'],
    [
      'a partnership that is not bankable',
      withStatus(withCapture(personas.annaBaeckerei), 'screened'),
      'notBankable',
    ],
    [
      'while the billing account is being cancelled',
      { ...withCapture(personas.annaBaeckerei), billingAccountCancelling: true },
      'billingCancelling',
    ],
  ])('%s', (_name, session, expected) => {
    expect(openingRefusal(session)).toBe(expected);
  });
});
