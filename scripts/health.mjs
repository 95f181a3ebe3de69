#!/usr/bin/env node
/**
 * `npm run health`: the site's whole health report for an operator (docs/operations.md "Health"). The public
 * `GET /api/health` says only ok / degraded / down (issue 48); this signs the request with SITE_CMS_SECRET
 * (the environment's, else apps/cms/.env's, as `npm start` wrote it), as the site signs its own to the CMS.
 * `SITE_URL` or the first argument names the site (default http://localhost:3000).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { OPERATIONS_SIGNATURE_HEADER, signOperationsRequest } from '../packages/shared/dist/operations.js';
import { CMS_DIR, readEnvValue } from './lib/stack.mjs';

const site = process.argv[2] ?? process.env.SITE_URL ?? 'http://localhost:3000';
const envFile = path.join(CMS_DIR, '.env');
const secret = process.env.SITE_CMS_SECRET ?? (existsSync(envFile) ? readEnvValue(envFile, 'SITE_CMS_SECRET') : '');
if (!secret) {
  console.error('Geen SITE_CMS_SECRET: zet hem in de omgeving (dezelfde als die van de site).');
  process.exit(2);
}
const response = await fetch(new URL('/api/health', site), { headers: { [OPERATIONS_SIGNATURE_HEADER]: signOperationsRequest(secret) } });
console.log(JSON.stringify(await response.json(), null, 2));
process.exit(response.ok ? 0 : 1);
