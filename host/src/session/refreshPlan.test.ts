import { parseRefreshTokenExp, planRefresh, refreshGivesUp } from './refreshPlan';

const NOW = 1_700_000_000_000;
const MIN = 60_000;

describe('planRefresh (spec §9: expiry − 3 min − 0–10 s jitter, at least 3 s)', () => {
  it.each([
    ['no expiry known', null, 0, { kind: 'expired' }],
    ['already expired', NOW - 1, 0, { kind: 'expired' }],
    ['expires exactly now', NOW, 0.5, { kind: 'expired' }],
    ['10 min left, no jitter', NOW + 10 * MIN, 0, { kind: 'schedule', delayMs: 7 * MIN }],
    ['10 min left, half jitter', NOW + 10 * MIN, 0.5, { kind: 'schedule', delayMs: 7 * MIN - 5_000 }],
    ['10 min left, full jitter', NOW + 10 * MIN, 0.9999, { kind: 'schedule', delayMs: 7 * MIN - 9_999 }],
    ['2 min left: minimum 3 s', NOW + 2 * MIN, 0, { kind: 'schedule', delayMs: 3_000 }],
    [
      '3 min 5 s left with jitter: minimum 3 s',
      NOW + 3 * MIN + 5_000,
      0.9,
      { kind: 'schedule', delayMs: 3_000 },
    ],
    ['not a number', Number.NaN, 0, { kind: 'expired' }],
  ])('%s', (_name, exp, jitter, expected) => {
    expect(planRefresh(exp as number | null, NOW, jitter as number)).toEqual(expected);
  });
});

describe('refreshGivesUp (stops after more than 5 consecutive failures)', () => {
  it.each([
    [0, false],
    [5, false],
    [6, true],
    [9, true],
  ])('%i failures → %s', (failures, expected) => {
    expect(refreshGivesUp(failures)).toBe(expected);
  });
});

describe('parseRefreshTokenExp', () => {
  it.each([
    [null, null],
    ['', null],
    ['abc', null],
    ['-5', null],
    ['1700000000000', 1_700_000_000_000],
  ])('%p → %p', (stored, expected) => {
    expect(parseRefreshTokenExp(stored)).toBe(expected);
  });
});
