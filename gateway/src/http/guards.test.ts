import { parseLanguage } from './authorize';
import { toFieldError } from './error-handler';

describe('parseLanguage', () => {
  it.each([
    [undefined, 'en'],
    ['de', 'de'],
    ['fr-CH,fr;q=0.9', 'fr'],
    ['IT', 'it'],
    ['es', 'en'],
    [['de', 'fr'], 'de'],
  ])('%p → %s', (header, language) => {
    expect(parseLanguage(header as string | string[] | undefined)).toBe(language);
  });
});

describe('toFieldError', () => {
  it('names the nested field of a type error', () => {
    expect(
      toFieldError({ instancePath: '/amount/value', keyword: 'type', message: 'must be number' }, 'body'),
    ).toEqual({
      field: 'amount.value',
      code: 'type',
      message: 'must be number',
    });
  });

  it('names the missing property of a required error', () => {
    expect(
      toFieldError(
        { instancePath: '', keyword: 'required', params: { missingProperty: 'iban' }, message: 'x' },
        'body',
      ),
    ).toMatchObject({ field: 'iban', code: 'required' });
  });

  it('falls back to the validation context for a whole-body error', () => {
    expect(toFieldError({ instancePath: '', keyword: 'type' }, 'body')).toMatchObject({
      field: 'body',
      message: 'type',
    });
  });
});
