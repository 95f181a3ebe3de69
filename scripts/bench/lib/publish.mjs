/**
 * The first request after a publish (issue 14: nobody waits for a render). An editor changes a
 * vacancy's title in the CMS and publishes it, as the admin panel does (Content Manager API); the
 * CMS's webhook tells the site, which marks the pages that show the vacancy stale. Then the very next
 * request to each page is timed, and the pages are asked until the new title shows.
 */
const VACANCY = 'api::vacancy.vacancy';
/** The webhook is a local call the CMS starts as the publish finishes; a visitor arrives after it. */
const WEBHOOK_MS = 1_000;
const VISIBLE_TIMEOUT_MS = 15_000;
const SETTLE_TIMEOUT_MS = 60_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export async function adminToken(cmsUrl, email, password) {
  const response = await fetch(`${cmsUrl}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) throw new Error(`admin login answered ${response.status}`);
  return (await response.json()).data.token;
}

async function timedGet(url) {
  const started = performance.now();
  const response = await fetch(url);
  const html = await response.text();
  return { ms: Math.round((performance.now() - started) * 10) / 10, cache: response.headers.get('x-nextjs-cache'), html };
}

/** Until every page answers from the cache again (HIT): the previous publish's renders are done. */
async function settle(webUrl, pages) {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  for (const page of pages) {
    while ((await timedGet(`${webUrl}${page.path}`)).cache !== 'HIT' && Date.now() < deadline) await sleep(200);
  }
}

/**
 * `times` publishes of the vacancy `documentId`; for each, every page's first request (ms and cache
 * state) and how long after the publish its new title showed (null: not within 15 s).
 */
export async function publishes({ cmsUrl, webUrl, token, documentId, title, pages, times }) {
  const call = async (method, pathname, body) => {
    const response = await fetch(`${cmsUrl}/content-manager/collection-types/${VACANCY}/${documentId}${pathname}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok)
      throw new Error(`${method} ${VACANCY} ${documentId}${pathname} answered ${response.status}: ${await response.text()}`);
  };
  const samples = [];
  for (let i = 0; i < times; i += 1) {
    await settle(webUrl, pages);
    const marker = `bench${Date.now().toString(36)}`;
    await call('PUT', '', { title: `${title} ${marker}` });
    const published = performance.now();
    await call('POST', '/actions/publish', {});
    await sleep(WEBHOOK_MS);
    const first = [];
    for (const page of pages) {
      const { ms, cache, html } = await timedGet(`${webUrl}${page.path}`);
      first.push({ page: page.name, ms, cache, showsChange: html.includes(marker) });
    }
    for (const [j, page] of pages.entries()) {
      const deadline = published + VISIBLE_TIMEOUT_MS;
      let visibleMs = first[j].showsChange ? Math.round(performance.now() - published) : null;
      while (visibleMs === null && performance.now() < deadline) {
        if ((await timedGet(`${webUrl}${page.path}`)).html.includes(marker)) visibleMs = Math.round(performance.now() - published);
        else await sleep(100);
      }
      samples.push({ ...first[j], visibleMs });
    }
  }
  return pages.map((page) => {
    const mine = samples.filter((sample) => sample.page === page.name);
    const visible = mine.map((sample) => sample.visibleMs);
    return {
      page: page.name,
      path: page.path,
      firstRequestMs: mine.map((sample) => sample.ms),
      cacheStates: mine.map((sample) => sample.cache),
      worstMs: Math.max(...mine.map((sample) => sample.ms)),
      visibleMs: visible,
      worstVisibleMs: visible.includes(null) ? null : Math.max(...visible),
    };
  });
}
