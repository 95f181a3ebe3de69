/**
 * A throw-away PostgreSQL cluster for the tests on PostgreSQL (`npm test -- --postgres`) and the
 * benchmarks: initdb into a temporary folder, start it on a free port on 127.0.0.1 only, create one
 * database. Uses the server binaries on PATH, else Debian's (`apt-get install postgresql` puts them
 * in /usr/lib/postgresql/<version>/bin). PostgreSQL refuses to run as root, so as root it runs as the
 * `postgres` user the Debian package creates.
 */
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CMS_DIR } from './stack.mjs';

function findBinDir() {
  for (const dir of (process.env.PATH ?? '').split(':'))
    if (dir && existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl'))) return dir;
  const debian = '/usr/lib/postgresql';
  const versions = existsSync(debian) ? readdirSync(debian).filter((v) => existsSync(path.join(debian, v, 'bin', 'initdb'))) : [];
  versions.sort((a, b) => Number(b) - Number(a));
  if (versions.length) return path.join(debian, versions[0], 'bin');
  throw new Error('PostgreSQL ontbreekt: installeer het (apt-get install postgresql) of zet initdb en pg_ctl op PATH.');
}

function asOwner(command, args) {
  const root = process.getuid?.() === 0;
  const result = root
    ? spawnSync('runuser', ['-u', 'postgres', '--', command, ...args], { encoding: 'utf8' })
    : spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${path.basename(command)} failed (exit ${result.status}): ${result.stderr || result.stdout}`);
}

/** Starts a new cluster on `port`; answers its DATABASE_URL and a stop() that removes it again. */
export async function startPostgres({ port, database = 'vacaturesite' }) {
  const bin = findBinDir();
  const dir = mkdtempSync(path.join(tmpdir(), 'vacaturesite-pg-'));
  if (process.getuid?.() === 0) {
    const { uid, gid } = lookupPostgres();
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  const stop = () => {
    if (existsSync(path.join(data, 'postmaster.pid'))) asOwner(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    asOwner(path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '-N']);
    // fsync off: a throw-away test database need not survive a power cut, and it is much faster.
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
    asOwner(path.join(bin, 'pg_ctl'), ['-D', data, '-o', options, '-l', path.join(dir, 'server.log'), '-w', 'start']);
    const { Client } = createRequire(path.join(CMS_DIR, 'package.json'))('pg');
    const client = new Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
    await client.connect();
    await client.query(`CREATE DATABASE ${database}`);
    await client.end();
  } catch (error) {
    stop();
    throw error;
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/${database}`, stop };
}

function lookupPostgres() {
  const line = spawnSync('getent', ['passwd', 'postgres'], { encoding: 'utf8' }).stdout.trim();
  if (!line) throw new Error('Gebruiker postgres ontbreekt; PostgreSQL draait niet als root (apt-get install postgresql maakt hem aan).');
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}
