/**
 * The pieces of the requests' contracts (issue 27 item 1): the `{uid}`/`{id}` path parameters and
 * the type of a query string. The gateway declares them as its routes' `params`/`querystring` schemas.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { closed, uuid } from './pieces';

/** `{uid}` in the path. */
export const uidPathParams = closed({ uid: uuid });

/** `{id}` in the path. */
export const idPathParams = closed({ id: uuid });

export type UidPathParams = FromSchema<typeof uidPathParams>;
export type IdPathParams = FromSchema<typeof idPathParams>;

/**
 * The type of a query string. Its schema stays open on the wire (a parameter the route does not know, such as a
 * cache buster, is ignored, not refused), while the type names exactly the parameters the route reads; a
 * parameter with a default is optional for the caller (the gateway fills it in).
 */
export type QueryOf<S> = FromSchema<
  S & { readonly additionalProperties: false },
  { keepDefaultedPropertiesOptional: true }
>;
