/**
 * While the CMS has not answered since this site started, a page request gets a Dutch "we starten op" page with
 * 503 and Retry-After (issue 47) instead of a 500 with a stack trace in the log: `npm start` starts both side by
 * side, and a deploy may start the site first. Once the CMS has answered, the gate is open for good: an outage
 * later is the error screen's (app/error.tsx) and the health check's. Route handlers (`/api/…`) and Next's
 * static files pass at once; they answer for themselves.
 */
export const RETRY_AFTER_SECONDS = 5;

export const STARTING_PAGE = `<!doctype html>
<html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${RETRY_AFTER_SECONDS}"><meta name="robots" content="noindex"><title>We starten op</title>
<style>body{font:1.125rem/1.5 system-ui,sans-serif;margin:0;padding:2rem 1rem;color:#1a1a1a}main{max-width:36rem;margin:auto}h1{color:#e20612}</style>
</head><body><main><h1>We starten op</h1><p>De vacaturesite is over een paar seconden beschikbaar. Deze pagina ververst zichzelf.</p></main></body></html>
`;

const passesAtOnce = (url) => url.startsWith('/api/') || url.startsWith('/_next/');

/** `probe()` resolves true when the CMS answers; it is asked at most once per `recheckMs` while the gate is closed. */
export function cmsStartGate(probe, { recheckMs = 1000, now = Date.now } = {}) {
  let open = false;
  let lastAsked = -Infinity;
  let asking = null;
  return {
    /** Whether this request must wait for the CMS. */
    async holds(url) {
      if (open || passesAtOnce(url)) return false;
      if (!asking && now() - lastAsked >= recheckMs) {
        lastAsked = now();
        asking = probe()
          .catch(() => false)
          .then((answered) => {
            if (answered) open = true;
            asking = null;
          });
      }
      if (asking) await asking;
      return !open;
    },
  };
}

/** Strapi's own `GET /_health` (204), two seconds at most. */
export const cmsHealthProbe = (cmsUrl) => async () => {
  const response = await fetch(`${cmsUrl}/_health`, { signal: AbortSignal.timeout(2000) });
  return response.status < 500;
};
