import fc from 'fast-check';
import semver from 'semver';
import { satisfy } from '@module-federation/runtime-core';
import { SEMVER_RANGE_PATTERN } from 'shared-kernel/contract';
import { majorOf } from './contract';

// The host reads a descriptor's ranges (hostApi, needs) with the federation runtime's `satisfy`; the descriptor
// schema admits only plain comparator ranges. For every such range the answer must be npm semver's, but for the
// one known difference (docs/remote-contract.md): a range of `>=0` (every version), alone or beside comparators
// with a wildcard major, matches nothing in the runtime's reading.
const FROM_ZERO = /^>=0(\.[0xX*]){0,2}$/;
const WILDCARD = /^[\^~=<>]{0,2}[xX*]/; // a wildcard major: every version, or none
const everyVersionFromZero = (range: string) =>
  range.split(' ').some((part) => FROM_ZERO.test(part)) &&
  range.split(' ').every((part) => FROM_ZERO.test(part) || WILDCARD.test(part));
const part = fc.oneof(fc.integer({ min: 0, max: 12 }).map(String), fc.constantFrom('x', 'X', '*'));
const comparator = fc
  .tuple(
    fc.constantFrom('', '^', '~', '>=', '<=', '>', '<', '='),
    fc.array(part, { minLength: 1, maxLength: 3 }),
  )
  .map(([operator, parts]) => `${operator}${parts.join('.')}`);
const range = fc
  .array(comparator, { minLength: 1, maxLength: 2 })
  .map((comparators) => comparators.join(' '));
const version = fc
  .tuple(fc.nat(12), fc.nat(12), fc.nat(12))
  .map(([major, minor, patch]) => `${major}.${minor}.${patch}`);

describe("the descriptor's range check", () => {
  it('answers as npm semver for every range the descriptor schema admits', () => {
    const admitted = new RegExp(SEMVER_RANGE_PATTERN);
    fc.assert(
      fc.property(version, range, (provided, wanted) => {
        fc.pre(admitted.test(wanted) && semver.validRange(wanted) !== null);
        fc.pre(!everyVersionFromZero(wanted));
        expect([provided, wanted, satisfy(provided, wanted)]).toEqual([
          provided,
          wanted,
          semver.satisfies(provided, wanted),
        ]);
      }),
      { numRuns: 5000 },
    );
  });

  it.each([
    ['1.1.0', '^1.0.0', true],
    ['1.1.0', '^1.1.0', true],
    ['1.1.0', '^1.2.0', false],
    ['1.1.0', '^2.0.0', false],
    ['4.3.0', '>=4.1.0 <5.0.0', true],
    ['4.3.0', '~4.2', false],
    ['19.2.0', '19.x', true],
    // The known difference: npm semver's answer is true.
    ['1.1.0', '>=0.0.0', false],
  ])('%s in %s: %s', (provided, wanted, expected) => {
    expect(satisfy(provided, wanted)).toBe(expected);
  });
});

describe('majorOf', () => {
  it.each([
    ['19.2.0', 19],
    ['^19.2.0', 19],
    ['~4.3', 4],
    ['v2', 2],
    ['latest', undefined],
  ])('%s has major %s, as semver coerces it', (text, expected) => {
    expect(majorOf(text)).toBe(expected);
    expect(semver.coerce(text)?.major).toBe(expected);
  });
});
