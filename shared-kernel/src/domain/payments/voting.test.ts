import type { VotingRule } from '../entities';
import { evaluateVotingRule, requiredSignatures, signatureOpenTo, withSignature } from './voting';

describe('voting rules', () => {
  it.each<[VotingRule, number, number]>([
    ['none', 3, 0],
    ['as_one', 3, 1],
    ['as_two', 3, 2],
    ['as_three', 3, 3],
    ['vote', 1, 1],
    ['vote', 2, 2],
    ['vote', 3, 2],
    ['vote', 4, 3],
    ['vote', 5, 3],
  ])('%s with %i signatories needs %i', (rule, signatories, required) => {
    expect(requiredSignatures(rule, signatories)).toBe(required);
  });

  it.each<[string, number, string[], boolean, number]>([
    ['none releases at capture', 0, [], true, 0],
    ['as_one with one signer', 1, ['anna'], true, 0],
    ['as_two with one signer', 2, ['anna'], false, 1],
    ['as_two with the same signer twice', 2, ['anna', 'anna'], false, 1],
    ['as_two with two signers', 2, ['anna', 'nora'], true, 0],
    ['as_three with two signers', 3, ['anna', 'nora'], false, 1],
    ['as_three with three signers', 3, ['anna', 'nora', 'luca'], true, 0],
  ])('%s', (_label, required, signers, released, stillNeeded) => {
    expect(evaluateVotingRule(required, signers)).toMatchObject({ released, stillNeeded });
  });

  it('a signer counts once', () => {
    expect(withSignature(['anna'], 'anna')).toEqual(['anna']);
    expect(withSignature(['anna'], 'nora')).toEqual(['anna', 'nora']);
  });
});

describe('signatureOpenTo (spec §4: each signer counts once, only while pending)', () => {
  it.each([
    ['pending, not yet signed by them', { status: 'pending', approvedBy: ['nora'] }, true],
    ['pending, signed by them', { status: 'pending', approvedBy: ['anna'] }, false],
    ['approved', { status: 'approved', approvedBy: [] }, false],
    ['rejected', { status: 'rejected', approvedBy: [] }, false],
  ])('%s', (_label, approval, expected) => {
    expect(signatureOpenTo(approval, 'anna')).toBe(expected);
  });
});
