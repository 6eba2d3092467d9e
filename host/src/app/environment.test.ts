import { readEnvironment } from './environment';

function doc(meta?: string): Document {
  const d = document.implementation.createHTMLDocument('t');
  if (meta !== undefined) {
    const el = d.createElement('meta');
    el.name = 'kontor-env';
    el.content = meta;
    d.head.append(el);
  }
  return d;
}

// Issue 8: the server that serves the host states the environment; the hostname says nothing (jsdom runs
// on localhost, which used to mean local).
it.each([
  ['sandbox', 'sandbox'],
  ['local', 'local'],
  ['dev', 'dev'],
  ['test', 'test'],
  ['prod', 'prod'],
  ['staging', 'prod'],
  ['', 'prod'],
  [undefined, 'prod'],
])('meta %p → %s', (meta, expected) => {
  expect(location.hostname).toBe('localhost');
  expect(readEnvironment(doc(meta))).toBe(expected);
});
