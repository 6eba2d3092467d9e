import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AlertStack } from 'shared-kernel/ui';
import { expectNoAxeViolations, renderScreen } from 'shared-kernel/testing';
import { debugPages } from './index';

describe('debug pages', () => {
  it('lists the nine pages of the spec route table', () => {
    expect(debugPages.map((page) => page.path)).toEqual([
      'input',
      'button',
      'badge',
      'alerts',
      'masked-input',
      'yap-page',
      'color-test',
      'components',
      'file-resource-uploader',
    ]);
  });

  describe.each(['light', 'dark'])('in the %s theme', (theme) => {
    beforeEach(() => {
      document.documentElement.dataset.theme = theme;
    });

    it.each(debugPages.map((page) => [page.path, page] as const))(
      '%s renders with real texts and no axe violations',
      async (_path, page) => {
        const Component = await page.load();
        const { container, i18n } = renderScreen(<Component />);
        expect(screen.getAllByRole('heading', { level: 1 }).length).toBe(1);
        expect(screen.getByText(i18n.t('webapp.debug.notice'))).toBeInTheDocument();
        await expectNoAxeViolations(container);
      },
    );
  });

  it('sends alerts through the bus to the host stack', async () => {
    const Alerts = await debugPages.find((page) => page.path === 'alerts')!.load();
    renderScreen(
      <>
        <AlertStack />
        <Alerts />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send error alert' }));
    expect(screen.getAllByText('The payment could not be saved.')).toHaveLength(2);
  });

  it('hides amounts on the page demo with the eye toggle', async () => {
    const YapPage = await debugPages.find((entry) => entry.path === 'yap-page')!.load();
    renderScreen(<YapPage />);
    expect(screen.queryByText('••••')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show or hide amounts' }));
    expect(screen.getAllByText('••••').length).toBeGreaterThan(3);
  });
});
