#!/usr/bin/env node
/**
 * `npm run restore -- <archive> [--force]`: puts a backup of `npm run backup` back, into the database
 * and folders the CMS's settings name (scripts/lib/backup/restore.mjs, decision 052). Stop the CMS
 * first. Exit 0 when restored, 1 when refused or failed (a damaged or foreign archive, a database or
 * folder that is not empty without --force), 2 for a wrong command line.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ArchiveError } from './lib/backup/manifest.mjs';
import { RefusedError, restoreBackup } from './lib/backup/restore.mjs';
import { cmsEnvironment, cmsLocations } from './lib/backup/settings.mjs';

const USAGE = 'Usage: npm run restore -- <archive.tar.gz> [--force]';
let parsed;
try {
  parsed = parseArgs({ allowPositionals: true, options: { force: { type: 'boolean' }, help: { type: 'boolean' } } });
} catch (error) {
  console.error(`${error.message}\n${USAGE}`);
  process.exit(2);
}
if (parsed.values.help) {
  console.log(`${USAGE}   (see docs/operations.md, "Backups")`);
  process.exit(0);
}
if (parsed.positionals.length !== 1) {
  console.error(USAGE);
  process.exit(2);
}

const archive = path.resolve(process.env.INIT_CWD ?? process.cwd(), parsed.positionals[0]);
const { env } = cmsEnvironment();
const locations = cmsLocations(env);
try {
  const { manifest, differences, ms } = await restoreBackup({ archive, env, locations, force: Boolean(parsed.values.force) });
  const rows = Object.values(manifest.database.tables).reduce((sum, n) => sum + n, 0);
  console.log(
    `Restored in ${(ms / 1000).toFixed(1)} s: the ${manifest.database.kind} database (${rows} rows, counts match the manifest) and ${manifest.files.length - 1} files.`,
  );
  for (const line of differences) console.log(`Warning: ${line}`);
  console.log('Start the CMS with the settings of the backup; it rebuilds the search index as it starts.');
} catch (error) {
  const known = error instanceof ArchiveError || error instanceof RefusedError;
  console.error(known ? error.message : `Restore failed: ${error.message}`);
  if (error instanceof ArchiveError) console.error('Nothing was restored.');
  process.exit(1);
}
