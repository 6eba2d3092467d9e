/**
 * Who the caller is, on top of the platform's guard (api key, level, `x-partnership-uid` membership):
 * the resources' own checks build on these (partnerships/engagement.ts, accounts/access.ts).
 */
import type { RequestContext } from './context';
import { forbidden, unauthorized } from './errors';

export function requirePerson(ctx: RequestContext): string {
  if (!ctx.personUid) throw unauthorized();
  return ctx.personUid;
}

/** `/natural-persons/{uid}/...` is only ever the caller's own data. */
export function requireSelf(ctx: RequestContext, personUid: string): string {
  const self = requirePerson(ctx);
  if (self !== personUid) throw forbidden('not your data');
  return self;
}
