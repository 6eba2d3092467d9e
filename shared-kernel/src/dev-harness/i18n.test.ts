import type { ResourceLanguage } from 'i18next';
import { getI18n } from 'shared-kernel/i18n';
import { createHarnessI18n } from './i18n';

const own = {
  en: { webapp: { nav: { transactions: 'Movements (new)' } } },
  fr: { webapp: { nav: { transactions: 'Mouvements' } } },
};
const served: Record<string, ResourceLanguage> = {
  en: { webapp: { nav: { transactions: 'Transactions', dashboard: 'Home' } }, app: {}, dict: {} },
  fr: { webapp: { nav: { transactions: 'Transactions', dashboard: 'Accueil' } }, app: {}, dict: {} },
};

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('createHarnessI18n', () => {
  it("puts the remote's own catalogue on top of the gateway's and registers the instance for screens", async () => {
    const loadFromGateway = jest.fn(async (language: string) => served[language]!);
    const { i18n, gatewayReached } = await createHarnessI18n({
      language: 'fr',
      ownCatalogues: own,
      fromGateway: true,
      loadFromGateway,
    });
    expect(gatewayReached).toBe(true);
    expect(i18n.t('webapp.nav.transactions')).toBe('Mouvements');
    expect(i18n.t('webapp.nav.dashboard')).toBe('Accueil');
    // useTranslation in the remote's screens finds it without a provider, as in the host.
    expect(getI18n()).toBe(i18n);
  });

  it("falls back to the remote's own keys when the gateway is not reached", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { i18n, gatewayReached } = await createHarnessI18n({
      language: 'en',
      ownCatalogues: own,
      fromGateway: true,
      loadFromGateway: async () => {
        throw new Error('HTTP 502');
      },
    });
    expect(gatewayReached).toBe(false);
    expect(i18n.t('webapp.nav.transactions')).toBe('Movements (new)');
    expect(i18n.t('webapp.nav.dashboard')).toBe('webapp.nav.dashboard');
  });

  it('never calls the gateway in fixtures mode', async () => {
    const loadFromGateway = jest.fn(async (language: string) => served[language]!);
    const { i18n, gatewayReached } = await createHarnessI18n({
      language: 'en',
      ownCatalogues: own,
      fromGateway: false,
      loadFromGateway,
    });
    expect(loadFromGateway).not.toHaveBeenCalled();
    expect(gatewayReached).toBe(false);
    expect(i18n.t('webapp.nav.transactions')).toBe('Movements (new)');
  });
});
