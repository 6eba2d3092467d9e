import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** WCAG 2.2 contrast of the theme's colour pairs, computed from kontor.css itself (jsdom cannot render it). */
const css = readFileSync(join(__dirname, 'kontor.css'), 'utf8');

function variables(selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  const block = css.slice(start, css.indexOf('}', start));
  return Object.fromEntries(
    [...block.matchAll(/(--k-[\w-]+):\s*(#[0-9a-fA-F]{6})/g)].map((m) => [m[1], m[2]]),
  );
}

const light = variables(':root');
const dark = { ...light, ...variables(":root[data-theme='dark']") };

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

// [foreground, background, minimum ratio]: 4.5 for text (1.4.3), 3 for borders and focus (1.4.11).
const pairs: [string, string, number][] = [
  ['--k-text', '--k-bg', 4.5],
  ['--k-text', '--k-surface', 4.5],
  ['--k-text', '--k-surface-raised', 4.5],
  ['--k-text', '--k-secondary-bg', 4.5],
  ['--k-text-muted', '--k-bg', 4.5],
  ['--k-text-muted', '--k-surface', 4.5],
  ['--k-text-muted', '--k-surface-raised', 4.5],
  ['--k-primary', '--k-bg', 4.5],
  ['--k-primary', '--k-surface-raised', 4.5],
  ['--k-on-primary', '--k-primary', 4.5],
  ['--k-on-primary', '--k-primary-hover', 4.5],
  ['--k-on-danger', '--k-danger', 4.5],
  ['--k-on-danger', '--k-danger-hover', 4.5],
  ['--k-danger', '--k-bg', 4.5],
  ['--k-danger', '--k-surface-raised', 4.5],
  ['--k-info-text', '--k-info-bg', 4.5],
  ['--k-success-text', '--k-success-bg', 4.5],
  ['--k-warning-text', '--k-warning-bg', 4.5],
  ['--k-error-text', '--k-error-bg', 4.5],
  ['--k-neutral-text', '--k-neutral-bg', 4.5],
  ['--k-disabled-text', '--k-disabled-bg', 4.5],
  ['--k-border', '--k-bg', 3],
  ['--k-border', '--k-surface', 3],
  ['--k-focus', '--k-bg', 3],
  ['--k-focus', '--k-surface-raised', 3],
];

describe.each([
  ['light', light],
  ['dark', dark],
])('%s theme contrast (WCAG 2.2 AA)', (_name, theme) => {
  it.each(pairs)('%s on %s ≥ %d:1', (foreground, background, minimum) => {
    const fg = theme[foreground];
    const bg = theme[background];
    expect(fg).toBeDefined();
    expect(bg).toBeDefined();
    expect(contrast(fg!, bg!)).toBeGreaterThanOrEqual(minimum);
  });
});
