/**
 * Public ingestion of analytics batches (decision 007). The benchmark's baseline — Strapi's plain
 * create, one call per event — is only routed when ANALYTICS_BENCH=true.
 */
const baseline =
  process.env.ANALYTICS_BENCH === 'true'
    ? [{ method: 'POST', path: '/statistics/baseline', handler: 'statistics.baseline', config: { auth: false } }]
    : [];

export default {
  routes: [{ method: 'POST', path: '/statistics', handler: 'statistics.ingest', config: { auth: false } }, ...baseline],
};
