import { LUCA, NORA, NORA_BEING_ADDED, NO_CHANGE, UIDS, memberOf } from '../fixtures';
import { membersQueryOf, pendingMarkersOf } from './filters';

describe('the members filters as the members query (spec §6, §9)', () => {
  it.each([
    ['all', {}],
    ['signatory', { roles: ['partner'] }],
    ['member', { roles: ['delegate'] }],
    ['admin', { roles: ['deputy'] }],
    ['cardholder', { cardholder: true }],
  ] as const)('%s', (filter, expected) => {
    expect(membersQueryOf(filter, '', 0)).toEqual({ ...expected, count: 10, offset: 0 });
  });

  it('searches a trimmed name and pages by ten', () => {
    expect(membersQueryOf('all', '  Ross ', 2)).toEqual({ nameFilter: 'Ross', count: 10, offset: 20 });
  });
});

describe('pending markers (spec §4: a change with status approve or edit marks a person)', () => {
  it('marks those the open change adds or removes, and a requested access', () => {
    expect(pendingMarkersOf(NORA, NORA_BEING_ADDED)).toEqual(['beingAddedAsAdmin']);
    expect(pendingMarkersOf(LUCA, NORA_BEING_ADDED)).toEqual([]);
    expect(
      pendingMarkersOf(LUCA, { ...NORA_BEING_ADDED, deputiesToAdd: [], deputiesToRemove: [UIDS.luca] }),
    ).toEqual(['beingRemovedAsAdmin']);
    expect(pendingMarkersOf(memberOf(UIDS.rita, 'Rita Huber', ['partner'], ['delegate']), NO_CHANGE)).toEqual(
      ['accessRequested'],
    );
  });
});
