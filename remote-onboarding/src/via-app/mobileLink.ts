/**
 * Where /via-app sends the phone (issue 33 item 5): in production the bank's mobile app would open; in local and
 * sandbox the phone opens this web app's own page (the sandbox's mobile page), at the path the user was on.
 * Only a path of this app is followed (no open redirect): anything else falls back to the confirmations.
 */
export const DEFAULT_MOBILE_PATH = '/account-confirmations';

export function mobilePath(next: string | null): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || /[\\\s]/.test(next))
    return DEFAULT_MOBILE_PATH;
  return next;
}

export const mobileLink = (origin: string, next: string | null): string => `${origin}${mobilePath(next)}`;
