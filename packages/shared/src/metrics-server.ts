import { createServer, type Server } from 'node:http';

/**
 * Where a process serves its Prometheus metrics (decision 051): `METRICS_PORT`, on `METRICS_HOST`
 * (127.0.0.1 unless set). Off without a port: several instances on one machine (the cluster tests, a
 * deployment) each need their own, so none is assumed; `npm start` sets one per process.
 */
export function metricsAddress(env: Record<string, string | undefined> = process.env): { port: number; host: string } | null {
  const port = Number(env.METRICS_PORT);
  if (!env.METRICS_PORT || !Number.isInteger(port) || port < 1 || port > 65535) return null;
  return { port, host: env.METRICS_HOST || '127.0.0.1' };
}

/** What prom-client's Registry offers. */
export type MetricsSource = { contentType: string; metrics(): Promise<string> };

/**
 * `GET /metrics` in the Prometheus text format, nothing else. A port already taken is logged, not
 * fatal: the site or CMS itself matters more than its numbers.
 */
export function serveMetrics(source: MetricsSource, { port, host }: { port: number; host: string }, name: string): Server {
  const server = createServer(async (req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') return void res.writeHead(404).end();
    try {
      const body = await source.metrics();
      res.writeHead(200, { 'content-type': source.contentType, 'cache-control': 'no-store' }).end(body);
    } catch (error) {
      console.error(`${name} metrics: ${error instanceof Error ? error.message : error}`);
      res.writeHead(500).end();
    }
  });
  server.on('error', (error) => console.error(`${name} metrics on ${host}:${port} are off: ${error.message}`));
  server.listen(port, host);
  server.unref();
  return server;
}
