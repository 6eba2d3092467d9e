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

it.each([
  ['sandbox', 'kontor.example', 'sandbox'],
  ['prod', 'localhost', 'prod'],
  [undefined, 'localhost', 'local'],
  [undefined, '127.0.0.1', 'local'],
  [undefined, 'ebanking.kontor.ch', 'prod'],
  ['staging', 'ebanking.kontor.ch', 'prod'],
  ['dev', 'dev.kontor.ch', 'dev'],
])('meta %p on %s → %s', (meta, hostname, expected) => {
  expect(readEnvironment(doc(meta), hostname)).toBe(expected);
});
