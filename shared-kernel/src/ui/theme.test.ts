import {
  applyTheme,
  effectiveTheme,
  preferredTheme,
  resolveTheme,
  THEME_STORAGE_KEY,
  type Theme,
} from './theme';

function mockSystemDark(dark: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: dark && query === '(prefers-color-scheme: dark)',
    media: query,
  })) as unknown as typeof window.matchMedia;
}

describe('theme', () => {
  beforeEach(() => localStorage.clear());

  it('follows the system preference until a theme is stored', () => {
    mockSystemDark(true);
    expect(preferredTheme()).toBe('dark');
    mockSystemDark(false);
    expect(preferredTheme()).toBe('light');
  });

  it('applies the theme to <html> and remembers it in kontor.theme', () => {
    mockSystemDark(true);
    applyTheme('light');
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(preferredTheme()).toBe('light');
    applyTheme('dark', { remember: false });
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem('kontor.theme')).toBe('light');
  });
});

describe('resolveTheme (issue 8: the saved theme)', () => {
  beforeEach(() => localStorage.clear());

  it.each<[Theme | null, Theme | null | undefined, Theme, Theme, string]>([
    ['light', 'dark', 'dark', 'light', 'the choice made on this device wins'],
    [null, 'dark', 'light', 'dark', 'a new browser shows the theme saved in the profile'],
    [null, null, 'dark', 'dark', 'without either, the system setting'],
    [null, undefined, 'light', 'light', 'before the profile is known, the system setting'],
  ])('local %s, profile %s, system %s → %s (%s)', (local, profile, system, expected) => {
    expect(resolveTheme(local, profile, system)).toBe(expected);
  });

  it('effectiveTheme reads the stored choice and the system', () => {
    mockSystemDark(false);
    expect(effectiveTheme('dark')).toBe('dark');
    applyTheme('light');
    expect(effectiveTheme('dark')).toBe('light');
  });
});
