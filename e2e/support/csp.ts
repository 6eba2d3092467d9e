/**
 * Issue 10 item 6: the app runs with zero Content-Security-Policy violations. Every page of every test (the
 * test's context and any context it opens on the browser) reports `securitypolicyviolation` events and the
 * browser's console CSP errors here; a test with any fails, naming each one.
 */
import type { Browser, BrowserContext, ConsoleMessage } from '@playwright/test';

/** The prefix the page script logs a violation with (picked up from the console like the browser's own). */
const MARK = '[kontor-csp-violation]';

/** The browser's own console messages about a blocked load or inline code. */
const CSP_CONSOLE = /Content Security Policy|Refused to (load|execute|apply|connect|frame|evaluate)/i;

/** In each page: every violation event, logged with what was blocked and which directive blocked it. */
function reportViolations(mark: string): void {
  document.addEventListener('securitypolicyviolation', (event) => {
    console.error(
      `${mark} ${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber} (${event.disposition})`,
    );
  });
}

export class CspViolations {
  readonly found: string[] = [];

  private record(context: BrowserContext, message: ConsoleMessage): void {
    const text = message.text();
    if (!text.includes(MARK) && !(message.type() === 'error' && CSP_CONSOLE.test(text))) return;
    this.found.push(`${message.location().url || context.pages()[0]?.url() || ''}: ${text}`);
  }

  /** Starts watching every page of the context, present and future. */
  async watch(context: BrowserContext): Promise<void> {
    await context.addInitScript(reportViolations, MARK);
    context.on('console', (message) => this.record(context, message));
  }

  /**
   * Watches the contexts a test opens itself on `browser` (a second user, a fresh browser) until `restore`.
   */
  watchNewContexts(browser: Browser): () => void {
    const original = browser.newContext.bind(browser);
    browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
      const context = await original(...args);
      await this.watch(context);
      return context;
    };
    return () => {
      browser.newContext = original;
    };
  }

  /** Throws with every violation seen, if any. */
  assertNone(): void {
    if (this.found.length === 0) return;
    throw new Error(
      `${this.found.length} Content-Security-Policy violation(s):\n${[...new Set(this.found)].join('\n')}`,
    );
  }
}
