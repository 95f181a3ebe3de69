import type { Server } from 'node:http';
import type { Core } from '@strapi/strapi';
import { metricsAddress, serveMetrics } from '@vacaturesite/shared';
import { mails, registry } from '../../lib/metrics';
import { registerScrapedMetrics } from './lib/scraped-metrics';

let server: Server | null = null;

/** Every mail of the CMS goes through the email plugin's provider (outbox, newsletter, users-permissions' own): counted there once. */
function countMails(strapi: Core.Strapi): void {
  const provider = strapi.plugin('email').provider as { send(options: unknown): Promise<unknown> };
  const send = provider.send.bind(provider);
  provider.send = async (options) => {
    try {
      const result = await send(options);
      mails.inc({ result: 'sent' });
      return result;
    } catch (error) {
      mails.inc({ result: 'failed' });
      throw error;
    }
  };
}

/** Metrics (decision 051): after the plugins' bootstrap, which sets the email provider up. */
export function startOperations(strapi: Core.Strapi): void {
  countMails(strapi);
  registerScrapedMetrics(strapi);
  const address = metricsAddress();
  if (!address) return;
  server = serveMetrics(registry, address, 'CMS');
  strapi.log.info(`Metrics on http://${address.host}:${address.port}/metrics`);
}

export async function stopOperations(): Promise<void> {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = null;
}
