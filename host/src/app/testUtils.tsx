import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { createTestI18n } from 'shared-kernel/testing';

/** The real catalogues (every package's catalogues/ folder): tests see real texts and fail on a missing key. */
export const testI18n = createTestI18n();
export const t = testI18n.t.bind(testI18n);

/** Renders inside a router and the real English catalogues. */
export function renderWithHost(ui: ReactElement, { route = '/' }: { route?: string } = {}): RenderResult {
  return render(
    <I18nextProvider i18n={testI18n}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </I18nextProvider>,
  );
}
