import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/operations.md matches the code (issue 38): every environment variable the code reads is a row of
 * one of its two settings tables ("Settings" for operators, "Test, benchmark and development settings"),
 * and every row names a variable the code still reads. A new `process.env.X` without a row, or a row
 * left behind when the code stops reading it, fails here.
 */
const ROOT = path.resolve(__dirname, '../../../..');
const DOC = path.join(ROOT, 'docs/operations.md');

/** What the products and their scripts read; the end-to-end tests' own plumbing (tests/) is not an operator's. */
const SCANNED = ['apps/cms/src', 'apps/cms/config', 'apps/cms/scripts', 'apps/web', 'packages/shared/src', 'scripts'];
const SKIPPED_DIRS = new Set([
  'node_modules',
  'dist',
  'build',
  'builds',
  'coverage',
  'data',
  'uploads',
  '.strapi',
  '.cache',
  '__fixtures__',
  '__tests__',
  'tests',
]);
const SOURCE = /\.(?:ts|tsx|js|mjs|cjs)$/;
const TEST_FILE = /\.test\.|(?:^|\/)vitest\.config\./;

/** Read by the code but set by the platform or a tool, never by an operator: not in the tables. */
const NOT_SETTINGS: Record<string, string> = {
  PATH: "the shell's search path (scripts/lib/postgres.mjs looks for PostgreSQL's programs on it)",
  NEXT_PHASE: 'set by Next.js itself while it builds (apps/web/lib/cms/requests.ts)',
  INIT_CWD: 'set by npm to the folder `npm run` was typed in (scripts/backup.mjs resolves relative paths against it)',
};

const READS = [
  // process.env.X, process.env?.X, env.X and env?.X (a function's `env` parameter defaulting to process.env)
  /\b[a-zA-Z]*[eE]nv\??\.([A-Z][A-Z0-9_]*)\b/g,
  // process.env['X'], env["X"]
  /[eE]nv\[\s*['"]([A-Z][A-Z0-9_]*)['"]\s*\]/g,
  // Strapi's config helper: env('X'), env.int('X'), env.bool('X'), env.array('X') …
  /\benv(?:\.[a-z]+)?\(\s*['"]([A-Z][A-Z0-9_]*)['"]/g,
];

function sourceFiles(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) || entry.name.startsWith('.next') ? [] : sourceFiles(full);
    return SOURCE.test(entry.name) && !TEST_FILE.test(entry.name) ? [full] : [];
  });
}

/** Every variable name the code reads, with the first file that reads it. */
function namesInCode(): Map<string, string> {
  const names = new Map<string, string>();
  const add = (name: string, file: string) => {
    if (!names.has(name)) names.set(name, path.relative(ROOT, file));
  };
  for (const file of SCANNED.flatMap((dir) => sourceFiles(path.join(ROOT, dir)))) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of READS) for (const match of text.matchAll(pattern)) add(match[1], file);
    // The end-to-end ports are read by name from this table: process.env[name] ?? E2E_PORT_DEFAULTS[name].
    const ports = /E2E_PORT_DEFAULTS = \{([^}]*)\}/.exec(text)?.[1];
    if (ports) for (const match of ports.matchAll(/^\s*([A-Z][A-Z0-9_]*):/gm)) add(match[1], file);
  }
  return names;
}

/** The first cell of every row of the settings tables: `NAME`. */
function namesInDoc(): string[] {
  const doc = readFileSync(DOC, 'utf8');
  const sections = doc.split(/^## /m).filter((section) => /^(Settings|Test, benchmark and development settings)\b/.test(section));
  expect(sections, 'docs/operations.md has the two settings sections').toHaveLength(2);
  return sections.flatMap((section) => [...section.matchAll(/^\|\s*`([A-Z][A-Z0-9_]*)`\s*\|/gm)].map((match) => match[1]));
}

describe('docs/operations.md lists every setting the code reads', () => {
  const code = namesInCode();
  const doc = namesInDoc();

  it('finds the reads (the scan itself works)', () => {
    for (const name of ['DATABASE_URL', 'APP_KEYS', 'CMS_URL', 'REDIS_URL', 'PRIVATE_UPLOADS_DIR', 'E2E_CMS_PORT'])
      expect(code.has(name), name).toBe(true);
  });

  it('every variable the code reads has a row', () => {
    const missing = [...code.keys()]
      .filter((name) => !doc.includes(name) && !(name in NOT_SETTINGS))
      .map((name) => `${name} (read in ${code.get(name)})`);
    expect(missing, 'add these to a table in docs/operations.md').toEqual([]);
  });

  it('every row names a variable the code reads', () => {
    expect(
      doc.filter((name) => !code.has(name)),
      'the code no longer reads these: remove their rows',
    ).toEqual([]);
  });

  it('names each variable once, and none of the ignored ones', () => {
    expect(doc.filter((name, index) => doc.indexOf(name) !== index)).toEqual([]);
    expect(doc.filter((name) => name in NOT_SETTINGS)).toEqual([]);
  });
});
