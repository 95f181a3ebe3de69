import { afterAll, beforeAll, inject } from 'vitest';
import { runsAlone } from './run-alone';

/**
 * Setup file of every e2e file (vitest.config.ts): takes this file's share of the stack before its own
 * hooks run and gives it back after them (support/file-lock-server.ts). With one worker it is granted at once.
 */
const TURN_WAIT_MS = 60 * 60_000;

const lockUrl = (action: string, file: string) => {
  const { controlUrl } = inject('stack');
  const mode = runsAlone(file) ? 'alone' : 'shared';
  return `${controlUrl}/file-lock/${action}?file=${encodeURIComponent(file)}&mode=${mode}`;
};

let held: string | null = null;

beforeAll(async (suite) => {
  // As the summary names it: relative to tests/.
  const file = suite.file.filepath.slice(suite.file.filepath.lastIndexOf('/e2e/') + 1);
  let answer = await fetch(lockUrl('ask', file), { method: 'POST' });
  while (answer.status === 202) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    answer = await fetch(lockUrl('status', file));
  }
  if (answer.status !== 200) throw new Error(`file lock for ${file}: ${answer.status} ${await answer.text()}`);
  held = file;
}, TURN_WAIT_MS);

afterAll(async () => {
  if (held) await fetch(lockUrl('give-back', held), { method: 'POST' });
  held = null;
});
