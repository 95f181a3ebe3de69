/**
 * nginx from Debian in front of the cluster test's instances, with the repo's own configuration
 * (deploy/nginx/vacaturesite.conf, its ${NAME}s filled in here). Runs unprivileged: no port below
 * 1024, every file in a temporary folder.
 */
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT, stopProcess, waitForUrl } from './stack.mjs';

export const NGINX_TEMPLATE = path.join(ROOT, 'deploy', 'nginx', 'vacaturesite.conf');
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find(existsSync);

/** The template with every `${NAME}` replaced; an unknown name is an error, not an empty string. */
export function renderNginxConfig(values) {
  return readFileSync(NGINX_TEMPLATE, 'utf8').replace(/\$\{([A-Z_]+)\}/g, (_, name) => {
    if (!(name in values)) throw new Error(`${NGINX_TEMPLATE}: no value for \${${name}}`);
    return values[name];
  });
}

/**
 * Starts nginx with site and CMS instances behind `sitePort`, `cmsPort` (the whole CMS, as the site
 * reaches it on the private side) and `cmsPublicPort` (what browsers may reach); answers stop().
 */
export async function startNginx({ sitePort, cmsPort, cmsPublicPort, sitePorts, cmsPorts, logFile }) {
  if (!NGINX) throw new Error('nginx ontbreekt: installeer het (apt-get install nginx).');
  const dir = mkdtempSync(path.join(tmpdir(), 'vacaturesite-nginx-'));
  // As root nginx's workers run as nobody, who must reach the temporary folders inside.
  chmodSync(dir, 0o755);
  const servers = (ports) => ports.map((port) => `server 127.0.0.1:${port} max_fails=3 fail_timeout=5s;`).join(' ');
  const config = path.join(dir, 'nginx.conf');
  writeFileSync(
    config,
    renderNginxConfig({
      RUN_DIR: dir,
      ACCESS_LOG: path.join(dir, 'access.log'),
      SITE_LISTEN: `127.0.0.1:${sitePort}`,
      CMS_LISTEN: `127.0.0.1:${cmsPublicPort}`,
      CMS_INTERNAL_LISTEN: `127.0.0.1:${cmsPort}`,
      SITE_SERVERS: servers(sitePorts),
      CMS_SERVERS: servers(cmsPorts),
    }),
  );
  const check = spawnSync(NGINX, ['-t', '-p', dir, '-c', config, '-e', path.join(dir, 'error.log')], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t: ${check.stderr}`);
  const child = spawn(NGINX, ['-p', dir, '-c', config, '-e', path.join(dir, 'error.log'), '-g', 'daemon off;'], { stdio: 'ignore' });
  await waitForUrl(`http://127.0.0.1:${cmsPort}/_health`, { timeoutMs: 20_000, proc: child, accept: () => true });
  return {
    /** nginx's JSON line per request, while it runs. */
    accessLog: path.join(dir, 'access.log'),
    async stop() {
      await stopProcess(child, 3000);
      if (logFile && existsSync(path.join(dir, 'error.log'))) writeFileSync(logFile, readFileSync(path.join(dir, 'error.log')));
      if (logFile && existsSync(path.join(dir, 'access.log')))
        writeFileSync(logFile.replace(/\.log$/, '-access.log'), readFileSync(path.join(dir, 'access.log')));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
