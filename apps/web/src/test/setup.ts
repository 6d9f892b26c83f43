import { afterAll, afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

/**
 * Not a demo site unless a test says so (lib/config.ts reads this before asking the server's /api/health),
 * so components that show demo help never call a test's fetch mock.
 */
const demo = document.createElement('meta');
demo.name = 'cyr-demo';
demo.content = 'false';
document.head.append(demo);
/** No text messages unless a test says so (the same: lib/config.ts reads `cyr-texts` before the server). */
const texts = document.createElement('meta');
texts.name = 'cyr-texts';
texts.content = 'false';
document.head.append(texts);

// `findBy*` and `waitFor` wait on a real condition (an element, a focus, a loaded chunk) and return as soon as
// it holds; this is only how long they keep trying before failing, long enough for a busy machine.
configure({ asyncUtilTimeout: 10000 });

/**
 * A test that makes React or the page print an error or a warning fails: React's `act()` warnings (a state
 * update after the test stopped watching), hydration mismatches, missing keys, prop-type and DOM nesting
 * warnings all come through console.error / console.warn. The messages are kept (not printed) and the test
 * that caused them fails with them; a test that expects an error replaces console.error itself.
 */
const printed: string[] = [];
/** console's `%s`-style substitution (React's warnings use it), then the remaining arguments. */
function format(...args: unknown[]): string {
  const rest = [...args];
  const first = rest.shift();
  const text = typeof first === 'string' ? first.replace(/%[sdifoOc]/g, () => String(rest.shift())) : String(first);
  return [text, ...rest.map((a) => (a instanceof Error ? (a.stack ?? a.message) : String(a)))].join(' ');
}
for (const level of ['error', 'warn'] as const) {
  console[level] = (...args: unknown[]) => {
    printed.push(`console.${level}: ${format(...args)}`);
  };
}

function failOnPrinted(when: string): void {
  const lines = printed.splice(0);
  if (lines.length === 0) return;
  const shown = lines.slice(0, 3).map((l) => (l.length > 2000 ? `${l.slice(0, 2000)}…` : l));
  throw new Error(`${lines.length} console error(s)/warning(s) ${when}:\n\n${shown.join('\n\n')}`);
}

afterEach(() => {
  cleanup();
  failOnPrinted('during this test');
});

afterAll(() => failOnPrinted('after the last test of this file'));
