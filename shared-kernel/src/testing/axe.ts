import axe from 'axe-core';

/**
 * Runs axe-core on a rendered tree and fails with the violations listed. jsdom neither loads the CSS nor
 * lays out, so colour contrast is checked separately (src/ui/contrast.test.ts computes it from kontor.css)
 * and in the browser tests; every other WCAG 2.x A/AA rule runs here.
 */
export async function expectNoAxeViolations(container: Element): Promise<void> {
  const result = await axe.run(container, {
    runOnly: {
      type: 'tag',
      values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
    },
    // label-content-name-mismatch needs canvas text metrics, which jsdom lacks.
    rules: {
      'color-contrast': { enabled: false },
      'label-content-name-mismatch': { enabled: false },
      region: { enabled: false },
    },
  });
  const violations = result.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  );
  if (violations.length > 0)
    throw new Error(`axe found ${violations.length} violation(s):\n${violations.join('\n')}`);
}
