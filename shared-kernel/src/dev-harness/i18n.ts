import type { i18n as I18n, ResourceLanguage } from 'i18next';
import type { Language } from '../domain/entities';
import { createI18n, gatewayCatalogueLoader, mergeResources, type CatalogueLoader } from 'shared-kernel/i18n';

/** A message catalogue as the gateway serves it: nested `{webapp, app, dict}`. */
export type Catalogue = Record<string, unknown>;

export interface HarnessI18nOptions {
  language: Language;
  /** The remote's own catalogue folder by language (remote-<name>/catalogues/<lang>.json). */
  ownCatalogues?: Partial<Record<Language, Catalogue>>;
  /** False in fixtures mode: the remote's own catalogues only, no gateway call. */
  fromGateway: boolean;
  /** GET /api/collections through the dev server's proxy by default; injected in tests. */
  loadFromGateway?: CatalogueLoader;
}

/**
 * The host's i18n setup (shared-kernel/i18n createI18n, registered globally via initReactI18next), its
 * catalogues being the gateway's with the remote's own folder on top, so keys the team is adding show
 * before the gateway restarts. Without a gateway (or in fixtures mode) only the remote's own keys exist.
 */
export async function createHarnessI18n(
  options: HarnessI18nOptions,
): Promise<{ i18n: I18n; gatewayReached: boolean }> {
  const loadFromGateway = options.loadFromGateway ?? gatewayCatalogueLoader();
  let gatewayReached = false;
  const load: CatalogueLoader = async (language, names) => {
    const own = options.ownCatalogues?.[language] ?? {};
    if (!options.fromGateway) return own as ResourceLanguage;
    try {
      const served = await loadFromGateway(language, names);
      gatewayReached = true;
      return mergeResources(served, own as ResourceLanguage);
    } catch (error) {
      console.error('[kontor harness] message catalogues from the gateway failed', error);
      return own as ResourceLanguage;
    }
  };
  const i18n = await createI18n({ language: options.language, loadCatalogues: load });
  return { i18n, gatewayReached };
}
