/** Spec §5: identifiers are 36-character hexadecimal uuids. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isIdentifier = (text: string | null | undefined): text is string =>
  typeof text === 'string' && UUID.test(text);
