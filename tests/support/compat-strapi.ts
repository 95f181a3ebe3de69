import { spawn, type ChildProcess } from 'node:child_process';
import { openSync } from 'node:fs';
import { QUIET_ENV } from '../../scripts/lib/stack.mjs';

/**
 * Running the scripts of a compat/ Strapi (strapi-4, strapi-3; decision 053): each in its own folder, with
 * its own Node (Strapi 3 needs Node 14), output appended to one log file, in a process group of its own.
 */
export type CompatProject = { dir: string; node: string; name: string };

export function spawnIn(project: CompatProject, args: string[], env: Record<string, string>, logFile: string): ChildProcess {
  const log = openSync(logFile, 'a');
  return spawn(project.node, args, {
    cwd: project.dir,
    env: { ...process.env, ...QUIET_ENV, NODE_ENV: 'production', ...env },
    stdio: ['ignore', log, log],
    detached: true,
  });
}

export async function runToEnd(project: CompatProject, args: string[], env: Record<string, string>, logFile: string): Promise<void> {
  const child = spawnIn(project, args, env, logFile);
  const [code] = await new Promise<[number | null]>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (exitCode) => resolve([exitCode]));
  });
  if (code !== 0) throw new Error(`${project.name} ${args.join(' ')} failed (exit ${code}); see ${logFile}`);
}
