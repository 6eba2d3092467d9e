/** How a call's body goes out and its answer comes back, for both clients (fetch and axios). */

/** A text answer as data: parsed when it is JSON (whatever its content type says), else the text itself. */
export function dataOf(text: string): unknown {
  if (text === '') return '';
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** A body's content type: JSON for values, text for a string, none without a body. */
export function contentTypeOf(data: unknown): string | undefined {
  if (data === undefined) return undefined;
  return typeof data === 'string' ? 'text/plain;charset=UTF-8' : 'application/json';
}

/** The body and its content type: JSON for values, a string as it is. */
export function bodyOf(data: unknown): { body?: string; type?: string } {
  if (data === undefined) return {};
  return { body: typeof data === 'string' ? data : JSON.stringify(data), type: contentTypeOf(data) };
}
