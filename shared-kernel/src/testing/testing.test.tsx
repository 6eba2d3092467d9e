import { screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { useLocation, useParams } from 'shared-kernel/router';
import { createMockApi, createTestI18n, expectNoAxeViolations, renderScreen } from './index';
import type { ApiClient } from '../api/types';

function Balance({ api }: { api: ApiClient }) {
  const [text, setText] = useState('');
  useEffect(() => {
    api.get<{ name: string }>('/v1/cash-accounts/x').then(
      (response) => setText(response.data.name),
      (error: { response?: { status: number } }) => setText(`failed ${error.response?.status}`),
    );
  }, [api]);
  return <p>{text}</p>;
}

describe('renderScreen', () => {
  it('renders with real catalogue texts, a persona session and a router on the given route', () => {
    function Screen() {
      const { t } = useTranslation();
      const { id } = useParams();
      return (
        <p>
          {t('webapp.ui.form.required')} {id} {useLocation().pathname}
        </p>
      );
    }
    const { session } = renderScreen(<Screen />, {
      session: 'lucaBaeckerei',
      route: '/transactions/42',
      path: '/transactions/:id',
    });
    expect(screen.getByText('This field is required. 42 /transactions/42')).toBeInTheDocument();
    expect(session.user?.name).toBe('Luca');
  });

  it('fails on a key missing from the catalogues', () => {
    const i18n = createTestI18n();
    expect(() => i18n.t('webapp.ui.no_such_key')).toThrow('Missing i18n key "webapp.ui.no_such_key"');
    expect(createTestI18n({ allowMissingKeys: true }).t('webapp.ui.no_such_key')).toBe(
      'webapp.ui.no_such_key',
    );
  });

  it('answers api calls from the mock table through the real api client and records them', async () => {
    const { api, mockApi } = renderScreen(<p />, { session: 'annaBaeckerei' });
    mockApi!.on('get', '/api/v1/cash-accounts/x', { data: { name: 'Betriebskonto' } });
    const response = await api.get('/v1/cash-accounts/x');
    expect(response.data).toEqual({ name: 'Betriebskonto' });
    // The real client's headers: api key, language and the partnership context.
    expect(mockApi!.calls[0]).toMatchObject({ method: 'get', url: '/api/v1/cash-accounts/x' });
    expect(mockApi!.calls[0]!.headers).toMatchObject({ 'x-api-key': 'kontor-web', 'Accept-Language': 'en' });
    expect(mockApi!.calls[0]!.headers['x-partnership-uid']).toBeDefined();
  });

  it('rejects a call nobody mocked with 501, and replies with error statuses as the api client does', async () => {
    const bare = createMockApi();
    renderScreen(<Balance api={bare.client} />, { api: bare });
    expect(await screen.findByText('failed 501')).toBeInTheDocument();
    const mock = createMockApi().on('get', /cash-accounts/, { status: 404, data: { code: 1125 } });
    await expect(mock.client.get('/v1/cash-accounts/y')).rejects.toMatchObject({ response: { status: 404 } });
  });

  it('runs the error catalogue: a 500 raises the technical error alert on the bus', async () => {
    const { api, bus, mockApi } = renderScreen(<p />);
    const alerts: string[] = [];
    bus.alerts$.subscribe((alert) => alerts.push(alert.message));
    mockApi!.on('get', '/api/v1/suggestions', { status: 500, data: {} });
    await expect(api.get('/v1/suggestions')).rejects.toBeTruthy();
    expect(alerts).toEqual(['app.error.technical']);
  });
});

describe('expectNoAxeViolations', () => {
  it('fails on an inaccessible tree', async () => {
    const { container } = renderScreen(
      <div>
        <img src="x.png" />
        <button type="button" />
      </div>,
    );
    await expect(expectNoAxeViolations(container)).rejects.toThrow(/image-alt|button-name/);
  });
});
