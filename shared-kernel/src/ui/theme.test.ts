import { applyTheme, preferredTheme, THEME_STORAGE_KEY } from './theme';

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
