/** The committed document, relative to the gateway package (a test compares it with the server's). */
export const OPENAPI_FILE = 'openapi.json';

export function serializeOpenApi(document: Record<string, unknown>): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}
