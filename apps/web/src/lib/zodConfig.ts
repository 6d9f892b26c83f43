import { config } from 'zod/v4/core';

/**
 * The site's Content-Security-Policy has no 'unsafe-eval'. Zod compiles object parsers with `new Function`
 * after probing whether eval is allowed, and that probe is reported as a CSP violation (Chrome's Issues
 * panel, Lighthouse best practices). Jitless parsing gives the same results without the probe.
 * Imported for its effect by every module that parses with zod.
 */
config({ jitless: true });
