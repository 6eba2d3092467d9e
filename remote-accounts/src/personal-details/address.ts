/**
 * Address change with postal checks (spec §8): verification before saving, postal code expansion while typing.
 * - 422 not found: error alert app.settings.address.message_1 (5 s), the process fails.
 * - 422 with suggestions: the fields are replaced and warning app.settings.address.message_2 (5 s) shows; the
 *   process fails so the person reviews the corrected address before saving again.
 * - any other error: message_1 and failure.
 * - expansion failure: alert webapp.error.zipValidation (5 s), replacing the api client's technicalError-404.
 */
import axios from 'axios';
import { ALERT_IDS, type ApiClient } from 'shared-kernel/api';
import type { EventBus } from 'shared-kernel/bus';
import type { PostalAddress } from 'shared-kernel/domain';

/** Spec §9: alerts dismiss after 5000 ms. */
export const ALERT_DISMISS_MS = 5000;
export const ADDRESS_ALERT_ID = 'addressVerification';
export const ZIP_ALERT_ID = 'zipValidation';

export type AddressCheck =
  { ok: true; address: PostalAddress } | { ok: false; corrected: PostalAddress | null };

interface VerifyAnswer {
  verified: boolean;
  address: PostalAddress;
}

const suggestionOf = (error: unknown): PostalAddress | null => {
  if (!axios.isAxiosError(error) || error.response?.status !== 422) return null;
  const suggestions = (error.response.data as { suggestions?: PostalAddress[] } | undefined)?.suggestions;
  return suggestions?.[0] ?? null;
};

/** Handles a refused address (from verify or from the save itself) the way spec §8 says. */
export function reportAddressRefusal(bus: Pick<EventBus, 'alert'>, error: unknown): AddressCheck {
  const corrected = suggestionOf(error);
  if (corrected) {
    bus.alert({
      id: ADDRESS_ALERT_ID,
      message: 'app.settings.address.message_2',
      alertType: 'warning',
      autoDismissDelay: ALERT_DISMISS_MS,
    });
    return { ok: false, corrected };
  }
  bus.alert({
    id: ADDRESS_ALERT_ID,
    message: 'app.settings.address.message_1',
    alertType: 'error',
    autoDismissDelay: ALERT_DISMISS_MS,
  });
  return { ok: false, corrected: null };
}

export async function verifyAddress(
  api: ApiClient,
  bus: Pick<EventBus, 'alert'>,
  address: PostalAddress,
): Promise<AddressCheck> {
  try {
    const answer = (await api.post<VerifyAnswer>('/v2/postaladdress/verify', address)).data;
    return { ok: true, address: answer.address };
  } catch (error) {
    return reportAddressRefusal(bus, error);
  }
}

export interface Expansion {
  /** The city to fill in, when the postal code names one (or the one typed among several). */
  city: string | null;
  cities: string[];
}

/** Spec §7 POST /v2/postalcode/expand {city, country, postalcode}: city or cities; null after a failure. */
export async function expandPostalCode(
  api: ApiClient,
  bus: Pick<EventBus, 'alert' | 'dismissAlert'>,
  request: { postalcode: string; country: string; city: string },
): Promise<Expansion | null> {
  try {
    const answer = (
      await api.post<{ city?: string; cities: string[] }>('/v2/postalcode/expand', {
        postalcode: request.postalcode,
        country: request.country,
        ...(request.city ? { city: request.city } : {}),
      })
    ).data;
    return { city: answer.city ?? null, cities: answer.cities };
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
export const isExpandable = (postalCode: string, country: string): boolean =>
  /^[1-9][0-9]{3}$/.test(postalCode.trim()) && (country === 'CHE' || country === 'CH');
