import {
  initialLanguage,
  LANGUAGE_STORAGE_KEY,
  PROFILE_LANGUAGE_STORAGE_KEY,
  rememberedProfileLanguage,
  rememberLanguage,
  rememberProfileLanguage,
} from './language';

beforeEach(() => localStorage.clear());

it('starts in the language last shown on this device, else the browser’s, else en', () => {
  expect(initialLanguage('fr-CH')).toBe('fr');
  expect(initialLanguage('ja')).toBe('en');
  rememberLanguage('it');
  expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('it');
  expect(initialLanguage('fr-CH')).toBe('it');
});

it('remembers the profile’s language apart from the page’s', () => {
  expect(rememberedProfileLanguage()).toBeNull();
  rememberLanguage('fr');
  expect(rememberedProfileLanguage()).toBeNull();
  rememberProfileLanguage('it');
  expect(localStorage.getItem(PROFILE_LANGUAGE_STORAGE_KEY)).toBe('it');
  expect(rememberedProfileLanguage()).toBe('it');
});
