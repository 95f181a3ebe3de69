import type { Core } from '@strapi/strapi';
import { Gauge } from 'prom-client';
import { registry } from '../../../lib/metrics';
import { searchIndexAgeSeconds, vacancyIndex } from '../../../lib/search/sync';
import { remembered } from './health';
import { QUEUES, queueStats, type QueueName, type QueueStats } from './queues';

/** The registry reads its metrics side by side: both queue gauges share one read per scrape. */
const SCRAPE_MS = 1000;

/** Gauges read when Prometheus asks, not kept up to date between scrapes: one query per queue per scrape. */
export function registerScrapedMetrics(strapi: Core.Strapi): void {
  const names = Object.keys(QUEUES) as QueueName[];
  const readQueues = remembered(async () => {
    const entries = await Promise.all(names.map(async (name) => [name, await queueStats(strapi, name).catch(() => null)] as const));
    return entries.filter((entry): entry is [QueueName, QueueStats] => entry[1] !== null);
  }, SCRAPE_MS);

  new Gauge({
    name: 'cms_queue_items',
    help: 'Rows of a background queue not sent yet, by queue (mailOutbox, googleIndexing, newsletterDeliveries, atsWebhooks) and state',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const [queue, stats] of await readQueues())
        for (const state of ['pending', 'claimed', 'failed'] as const) this.set({ queue, state }, stats[state]);
    },
  });
  new Gauge({
    name: 'cms_queue_oldest_pending_seconds',
    help: 'How late the oldest pending row is: past its due time (mailOutbox, googleIndexing, atsWebhooks) or since it was queued (newsletterDeliveries)',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const [queue, stats] of await readQueues()) this.set({ queue }, stats.oldestPendingSeconds);
    },
  });
  new Gauge({
    name: 'cms_search_index_age_seconds',
    help: 'Seconds since the search index last matched the database',
    registers: [registry],
    collect() {
      const age = searchIndexAgeSeconds();
      if (age !== null) this.set(age);
    },
  });
  new Gauge({
    name: 'cms_search_index_documents',
    help: 'Published vacancies in the search index',
    registers: [registry],
    collect() {
      this.set(vacancyIndex.size);
    },
  });
}
