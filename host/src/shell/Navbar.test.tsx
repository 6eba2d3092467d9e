import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { personas, createTestI18n, renderScreen } from 'shared-kernel/testing';
import { applyTheme } from 'shared-kernel/ui';
import { AmountVisibilityToggle } from './AmountVisibilityToggle';
import { ContextSwitcher } from './ContextSwitcher';
import { LanguageSwitcher } from './LanguageSwitcher';
import { EnvironmentBadge } from './Navbar';
import { SettingsDropdown } from './SettingsDropdown';
import { ThemeSwitcher } from './ThemeSwitcher';

/** The texts the screen shows: the real catalogues (renderScreen's i18n is another instance of them). */
const testI18n = createTestI18n();
const t = testI18n.t.bind(testI18n);

describe('environment badge and version (spec §2: shown when not production)', () => {
  it.each([
    ['sandbox', 'SANDBOX'],
    ['local', 'LOCAL'],
    ['dev', 'DEV'],
    ['test', 'TEST'],
  ] as const)('%s', (env, label) => {
    renderScreen(<EnvironmentBadge env={env} appVersion="1.14.3" />);
    expect(screen.getByTestId('environment-badge')).toHaveTextContent(
      t('webapp.shell.environment', { env: label, version: '1.14.3' }),
    );
  });

  it('is absent in production', () => {
    renderScreen(<EnvironmentBadge env="prod" appVersion="1.14.3" />);
    expect(screen.queryByTestId('environment-badge')).toBeNull();
  });
});

describe('context switcher', () => {
  const open = async (snapshot = personas.annaBaeckerei) => {
    const onSwitch = jest.fn().mockResolvedValue(undefined);
    const user = userEvent.setup();
    renderScreen(<ContextSwitcher snapshot={snapshot} onSwitch={onSwitch} />);
    await user.click(screen.getByRole('button', { name: new RegExp(snapshot.currentContext!.name) }));
    return { onSwitch, user, dialog: screen.getByRole('dialog', { name: t('webapp.shell.context.title') }) };
  };

  it('lists the other contexts, the own first, and switches on choice', async () => {
    const { dialog, onSwitch, user } = await open();
    const choices = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(choices[0]).toContain('Anna Meier');
    expect(choices.join()).not.toContain('Bäckerei Meier GmbH');
    await user.click(within(dialog).getByRole('button', { name: /Anna Meier/ }));
    expect(onSwitch).toHaveBeenCalledWith(personas.annaBaeckerei.contexts[0]!.uid);
  });

  it('shows the empty text when the search matches nothing', async () => {
    jest.useFakeTimers();
    try {
      const onSwitch = jest.fn();
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderScreen(<ContextSwitcher snapshot={personas.annaBaeckerei} onSwitch={onSwitch} />);
      await user.click(screen.getByRole('button', { name: /Bäckerei Meier GmbH/ }));
      await user.type(screen.getByRole('searchbox'), 'zzz');
      act(() => jest.advanceTimersByTime(300));
      expect(screen.getByRole('status')).toHaveTextContent(t('webapp.shell.context.empty'));
    } finally {
      jest.useRealTimers();
    }
  });

  it('disables the own context for identification-only users', async () => {
    const quentin = personas.quentinFavreArchitectes;
    const { dialog } = await open(quentin);
    const own = within(dialog).getByRole('button', {
      name: new RegExp(quentin.contexts.find((c) => c.type === 'private')!.name),
    });
    expect(own).toBeDisabled();
  });
});

describe('settings dropdown (spec §2 entries by rule)', () => {
  it.each([
    ['annaPrivate', ['personalDetails', 'security', 'legal', 'documents', 'ebillSettings', 'logout']],
    ['annaBaeckerei', ['partnershipDetails', 'security', 'legal', 'documents', 'subscription', 'logout']],
    ['benKellerRobotics', ['security', 'legal', 'logout']],
  ] as const)('%s', async (persona, ids) => {
    const user = userEvent.setup();
    const onLogout = jest.fn();
    renderScreen(<SettingsDropdown snapshot={personas[persona]} onLogout={onLogout} />);
    const toggle = screen.getByRole('button', { name: t('webapp.shell.settings.label') });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const entries = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(entries).toEqual(ids.map((id) => t(`webapp.shell.settings.${id}`)));
    await user.click(screen.getByRole('button', { name: t('webapp.shell.settings.logout') }));
    expect(onLogout).toHaveBeenCalled();
  });
});

it('the eye toggle flips amount visibility', async () => {
  const user = userEvent.setup();
  const onChange = jest.fn();
  const { rerender } = renderScreen(<AmountVisibilityToggle amountVisible onChange={onChange} />);
  await user.click(screen.getByRole('button', { name: t('webapp.shell.amounts.hide') }));
  expect(onChange).toHaveBeenCalledWith(false);
  rerender(<AmountVisibilityToggle amountVisible={false} onChange={onChange} />);
  expect(screen.getByRole('button', { name: t('webapp.shell.amounts.show') })).toBeInTheDocument();
});

it('the language switcher offers de, fr, it, en and reports the choice', async () => {
  const user = userEvent.setup();
  const onChange = jest.fn();
  renderScreen(<LanguageSwitcher onChange={onChange} />);
  const select = screen.getByRole('combobox', { name: t('webapp.shell.language.label') });
  expect(
    within(select)
      .getAllByRole('option')
      .map((option) => (option as HTMLOptionElement).value),
  ).toEqual(['de', 'fr', 'it', 'en']);
  await user.selectOptions(select, 'fr');
  expect(onChange).toHaveBeenCalledWith('fr');
});

it('the theme switcher toggles and remembers the theme', async () => {
  localStorage.removeItem('kontor.theme');
  const user = userEvent.setup();
  renderScreen(<ThemeSwitcher />);
  await user.click(screen.getByRole('button', { name: t('webapp.shell.theme.to_dark') }));
  expect(document.documentElement.dataset.theme).toBe('dark');
  expect(localStorage.getItem('kontor.theme')).toBe('dark');
  expect(screen.getByRole('button', { name: t('webapp.shell.theme.to_light') })).toBeInTheDocument();
});

it('Escape closes the settings dropdown and returns focus to its button', async () => {
  const user = userEvent.setup();
  renderScreen(<SettingsDropdown snapshot={personas.annaPrivate} onLogout={jest.fn()} />);
  const toggle = screen.getByRole('button', { name: t('webapp.shell.settings.label') });
  await user.click(toggle);
  await user.tab();
  expect(toggle).not.toHaveFocus();
  await user.keyboard('{Escape}');
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(toggle).toHaveFocus();
});

it('the theme switcher follows a theme applied elsewhere (the settings screen)', async () => {
  applyTheme('light');
  renderScreen(<ThemeSwitcher />);
  expect(screen.getByRole('button', { name: t('webapp.shell.theme.to_dark') })).toBeInTheDocument();
  act(() => applyTheme('dark'));
  expect(await screen.findByRole('button', { name: t('webapp.shell.theme.to_light') })).toBeInTheDocument();
});
