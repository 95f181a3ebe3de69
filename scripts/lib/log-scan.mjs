import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Issue 47: no unexpected error passes silently. After an e2e pass, every 5xx answer and every error-level
 * line in the CMS's and the site's logs is listed; a line no entry of `expected` explains fails the pass.
 * An entry is `{ pattern, why }`: the test that provokes the line, and why it must.
 */

// eslint-disable-next-line no-control-regex -- Strapi's logger colours its level names
const ANSI = /\x1b\[[0-9;]*m/g;

/** One finding per line: a JSON request line with status ≥ 500, or an error-level line (JSON or Strapi's text format). */
export function findErrors(text, file) {
  const found = [];
  for (const raw of text.split('\n')) {
    const line = raw.replace(ANSI, '').trim();
    if (!line) continue;
    if (line.startsWith('{')) {
      let entry;
      try {
        entry = JSON.parse(line);
      } catch {
        continue;
      }
      if (typeof entry.status === 'number' && entry.status >= 500)
        found.push({ file, kind: '5xx', text: `${entry.status} ${entry.method ?? ''} ${entry.path ?? entry.route ?? ''}`.trim() });
      else if (entry.level === 'error') found.push({ file, kind: 'error', text: String(entry.msg ?? entry.message ?? line) });
    } else if (/^\[[^\]]+\] error: /.test(line)) found.push({ file, kind: 'error', text: line.replace(/^\[[^\]]+\] error: /, '') });
  }
  return found;
}

/** The findings of every cms*.log and web*.log in `dir`, each with the entry that explains it (or none). */
export function scanLogDir(dir, expected = []) {
  if (!existsSync(dir)) return { explained: [], unexplained: [] };
  const explained = [];
  const unexplained = [];
  for (const name of readdirSync(dir).sort()) {
    if (!/^(cms|web)(-\d+)?\.log$/.test(name)) continue;
    for (const finding of findErrors(readFileSync(path.join(dir, name), 'utf8'), name)) {
      const entry = expected.find((candidate) => candidate.pattern.test(`${finding.kind} ${finding.text}`));
      (entry ? explained : unexplained).push({ ...finding, why: entry?.why });
    }
  }
  return { explained, unexplained };
}
