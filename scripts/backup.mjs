#!/usr/bin/env node
/**
 * `npm run backup [-- --out file.tar.gz]`: the database, the media library, the CVs and a manifest in
 * one archive (scripts/lib/backup/create.mjs, decision 052), while the site keeps running. Reads the
 * CMS's settings as the CMS does (scripts/lib/backup/settings.mjs). Default archive:
 * backups/vacaturesite-YYYYMMDD-HHMMSS.tar.gz. Exit 0 when the archive is written and checked, 1 when
 * not (nothing is left behind then), 2 for a wrong command line.
 */
import { spawnSync } from 'node:child_process';
import { setPriority } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createBackup, defaultArchiveName } from './lib/backup/create.mjs';
import { missingRequired } from './lib/backup/secrets.mjs';
import { cmsEnvironment, cmsLocations } from './lib/backup/settings.mjs';
import { ROOT } from './lib/stack.mjs';

// Before any thread of the pool exists, so they (and pg_dump) inherit it: the site's requests go first.
// The lowest CPU priority and the idle disk class (Linux; best effort elsewhere): at nice 10 a backup at
// 100,000 vacancies still raised the cached pages' p95 1.6–1.75× on two busy cores (docs/benchmarks.md).
setPriority(19);
spawnSync('ionice', ['-c', '3', '-p', String(process.pid)], { stdio: 'ignore' });

let options;
try {
  options = parseArgs({ options: { out: { type: 'string' }, help: { type: 'boolean' } } }).values;
} catch (error) {
  console.error(`${error.message}\nUsage: npm run backup [-- --out file.tar.gz]`);
  process.exit(2);
}
if (options.help) {
  console.log('Usage: npm run backup [-- --out file.tar.gz]   (see docs/operations.md, "Backups")');
  process.exit(0);
}

// npm runs scripts from the repository's root; a relative --out means where the operator typed it.
const out = options.out
  ? path.resolve(process.env.INIT_CWD ?? process.cwd(), options.out)
  : path.join(ROOT, 'backups', defaultArchiveName());
const { env, file } = cmsEnvironment();
const locations = cmsLocations(env);
console.log(
  `Backing up ${locations.database.kind === 'sqlite' ? locations.database.file : 'PostgreSQL (DATABASE_URL)'}, ${locations.mediaDir} and ${locations.privateDir}${file ? ` (settings from ${file} and the environment)` : ''}…`,
);
try {
  const started = Date.now();
  const { manifest, timings } = await createBackup({ env, locations, out });
  const size = manifest.files.reduce((sum, entry) => sum + entry.size, 0);
  console.log(
    `Wrote ${out}: ${manifest.files.length} files, ${(size / 1e6).toFixed(1)} MB before compression, checked, in ${((Date.now() - started) / 1000).toFixed(1)} s ` +
      `(database ${timings.database} ms, hashing ${timings.hash} ms, packing ${timings.pack} ms, checking ${timings.verify} ms).`,
  );
  const missing = missingRequired(env);
  if (missing.length)
    console.log(`Note: ${missing.join(', ')} not set where this ran, so the manifest cannot tell a restore whether they match.`);
  console.log('Keep the settings named in docs/operations.md ("Backups") with it, apart from the archive: they are not in it.');
} catch (error) {
  console.error(`Backup failed, nothing written: ${error.message}`);
  process.exit(1);
}
