import {
  IDLE_TAB_SYNC,
  type IdleTabRecord,
  idlePhase,
  idleTimeoutFor,
  isIdleTabRecord,
  sessionIdleFor,
} from './idle';

const NOW = 1_700_000_000_000;
const record = (uuid: string, sentAgo: number, idleFor: number): IdleTabRecord => ({
  type: IDLE_TAB_SYNC,
  uuid,
  time: NOW - sentAgo,
  lastActive: NOW - sentAgo - idleFor,
  idleFor,
});

describe('idleTimeoutFor (spec §9)', () => {
  it.each([
    ['prod', null, 5 * 60_000],
    ['test', null, 5 * 60_000],
    ['dev', null, 15 * 60_000],
    ['local', null, 60 * 60_000],
    ['sandbox', null, 60 * 60_000],
    ['local', '4000', 4000],
    ['sandbox', '2500', 2500],
    ['prod', '4000', 5 * 60_000],
    ['dev', '4000', 15 * 60_000],
    ['local', 'soon', 60 * 60_000],
    ['local', '-1', 60 * 60_000],
  ] as const)('%s with override %p → %i ms', (env, override, expected) => {
    expect(idleTimeoutFor(env, override)).toBe(expected);
  });
});

describe('sessionIdleFor: the least idle tab decides, records older than 10 s are dropped', () => {
  it.each([
    ['only this tab', 30_000, [], 30_000],
    ['another tab is less idle', 30_000, [record('b', 1_000, 2_000)], 3_000],
    ['another tab is more idle', 4_000, [record('b', 1_000, 60_000)], 4_000],
    ['a less idle record older than 10 s is dropped', 30_000, [record('b', 11_000, 0)], 30_000],
    ['a record exactly 10 s old still counts', 30_000, [record('b', 10_000, 0)], 10_000],
    ['the least of several tabs', 50_000, [record('b', 2_000, 9_000), record('c', 4_000, 1_000)], 5_000],
  ])('%s', (_name, ownIdle, others, expected) => {
    expect(sessionIdleFor(NOW - (ownIdle as number), others as IdleTabRecord[], NOW)).toBe(expected);
  });
});

describe('idlePhase: timeout, then a 60 s warning, then expiry', () => {
  const timeout = 5 * 60_000;
  it.each([
    [0, { kind: 'active' }],
    [timeout - 1, { kind: 'active' }],
    [timeout, { kind: 'warning', secondsLeft: 60 }],
    [timeout + 500, { kind: 'warning', secondsLeft: 60 }],
    [timeout + 59_001, { kind: 'warning', secondsLeft: 1 }],
    [timeout + 60_000, { kind: 'expired' }],
    [timeout + 90_000, { kind: 'expired' }],
  ])('idle %i ms → %p', (idleFor, expected) => {
    expect(idlePhase(idleFor, timeout)).toEqual(expected);
  });
});

describe('isIdleTabRecord', () => {
  it.each([
    [record('a', 0, 0), true],
    [{ ...record('a', 0, 0), type: 'OTHER' }, false],
    [{ type: IDLE_TAB_SYNC, uuid: 'a' }, false],
    [null, false],
    ['IDLE_TAB_SYNC', false],
  ])('%p → %s', (value, expected) => {
    expect(isIdleTabRecord(value)).toBe(expected);
  });
});
