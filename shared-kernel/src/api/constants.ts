/** The gateway's client identity (spec §7 headers) and the error catalogue's fixed ids (spec §8) */

export const API_KEY = 'kontor-web';
export const ORIGIN = 'kontor-web';
/** Spec §9: app version 1.14.3. */
export const APP_VERSION = '1.14.3';
/** Spec §8: 404 codes that are expected answers, not technical errors. */
export const IGNORED_404_CODES = ['1125', '2016'];

/** Alert ids are fixed per kind, so repeats replace each other and callers can remove one (spec §8 technicalError-404). */
export const ALERT_IDS = {
  sessionExpired: 'sessionExpired',
  payloadTooLarge: 'payloadTooLarge',
  technicalError: (status: number | 'network') => `technicalError-${status}`,
} as const;
