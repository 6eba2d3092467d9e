/**
 * Postal checks of spec §7/§8, for every screen that takes an address (personal details, the payment form):
 * - verification: 422 not found → error alert app.settings.address.message_1 (5 s), the process fails;
 *   422 with suggestions → the fields are replaced and warning app.settings.address.message_2 (5 s) shows,
 *   the process fails so the person reviews the corrected address; any other error → message_1 and failure.
 * - postal code expansion: city or cities; a failure shows webapp.error.zipValidation (5 s), replacing the api
 *   client's technicalError-404 alert.
 */
import { ALERT_IDS } from '../api/constants';
import { isHttpError } from '../api/httpError';
import type { ApiClient } from '../api/types';
import type { EventBus } from '../bus/types';
import type { PostalAddress } from '../domain';

/** Spec §9: alerts dismiss after 5000 ms. */
const ALERT_DISMISS_MS = 5000;
export const ADDRESS_ALERT_ID = 'addressVerification';
export const ZIP_ALERT_ID = 'zipValidation';

export type AddressCheck =
  { ok: true; address: PostalAddress } | { ok: false; corrected: PostalAddress | null };

const suggestionOf = (error: unknown): PostalAddress | null => {
  if (!isHttpError(error) || error.response?.status !== 422) return null;
  const suggestions = (error.response.data as { suggestions?: PostalAddress[] } | undefined)?.suggestions;
  return suggestions?.[0] ?? null;
};

/** Handles a refused address (from verify or from the save itself) the way spec §8 says. */
export function reportAddressRefusal(bus: Pick<EventBus, 'alert'>, error: unknown): AddressCheck {
  const corrected = suggestionOf(error);
  bus.alert({
    id: ADDRESS_ALERT_ID,
    message: corrected ? 'app.settings.address.message_2' : 'app.settings.address.message_1',
    alertType: corrected ? 'warning' : 'error',
    autoDismissDelay: ALERT_DISMISS_MS,
  });
  return { ok: false, corrected };
}

/** POST /v2/postaladdress/verify: the verified address, or the refusal reported as spec §8 says. */
export async function verifyPostalAddress(
  api: ApiClient,
  bus: Pick<EventBus, 'alert'>,
  address: PostalAddress,
): Promise<AddressCheck> {
  try {
    const answer = (await api.post<{ address: PostalAddress }>('/v2/postaladdress/verify', address)).data;
    return { ok: true, address: answer.address };
  } catch (error) {
    return reportAddressRefusal(bus, error);
  }
}

export interface PostalCodeExpansion {
  /** The city to fill in, when the postal code names one (or the one typed among several). */
  city: string | null;
  cities: string[];
}

/** Spec §7 POST /v2/postalcode/expand {city, country, postalcode}: city or cities; null after a failure. */
export async function expandPostalCode(
  api: ApiClient,
  bus: Pick<EventBus, 'alert' | 'dismissAlert'>,
  request: { postalcode: string; country: string; city: string },
): Promise<PostalCodeExpansion | null> {
  try {
    const answer = (
      await api.post<{ city?: string; cities: string[] }>('/v2/postalcode/expand', {
        postalcode: request.postalcode,
        country: request.country,
        ...(request.city ? { city: request.city } : {}),
      })
    ).data;
    return { city: answer.city ?? null, cities: answer.cities ?? [] };
  } catch {
    bus.dismissAlert(ALERT_IDS.technicalError(404));
    bus.alert({
      id: ZIP_ALERT_ID,
      message: 'webapp.error.zipValidation',
      alertType: 'error',
      autoDismissDelay: ALERT_DISMISS_MS,
    });
    return null;
  }
}

/** Swiss postal codes have four digits: only then is an expansion worth asking for. */
export const isExpandablePostalCode = (postalCode: string, country: string): boolean =>
  /^[1-9][0-9]{3}$/.test(postalCode.trim()) && (country === 'CHE' || country === 'CH');
