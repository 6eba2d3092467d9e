import { isCompleteCode, normalizeCode } from './oneTimeCode';

it.each([
  ['123456', '123456'],
  ['123 456', '123456'],
  ['123-456', '123456'],
  ['1234567', '123456'],
  ['Your code: 654321 (valid 10 min)', '654321'],
  ['abc', ''],
  ['12', '12'],
])('normalizeCode(%p) → %p', (text, expected) => {
  expect(normalizeCode(text)).toBe(expected);
});

it.each([
  ['123456', true],
  ['12345', false],
  ['12345a', false],
])('isCompleteCode(%p) → %s', (code, expected) => {
  expect(isCompleteCode(code)).toBe(expected);
});
