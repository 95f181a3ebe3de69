import { config } from 'zod/v4/core';

/**
 * Runs before any page module (Next loads it ahead of hydration). Zod builds its object schemas with a
 * `new Function` probe when the schemas are created; under the site's CSP (no 'unsafe-eval', issue 15)
 * that probe fails quietly but is reported as a policy violation. Jitless parsing never probes.
 */
config({ jitless: true });
