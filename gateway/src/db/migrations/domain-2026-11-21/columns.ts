/** Column definitions the core tables of `domainCore` (../domain-2026-11-21.ts) share. Released: never edit. */

/** A calendar date kept as ISO text (yyyy-mm-dd). */
export const ISO_DATE = `~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`;
/** Whose row it is: a natural person's or a partnership's. */
export const OWNER_TYPE = `text not null check (owner_type in ('person', 'partnership'))`;
