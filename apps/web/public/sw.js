/*
 * The site's service worker (decision 009): shows Web Push messages and opens the right page when a
 * notification is clicked. It caches nothing: the site works the same with or without it.
 * A message is JSON from the CMS: { title, body, url, tag }. Only paths on this site are opened.
 */
const SITE_NAME = 'Vacaturesite';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** A path on this site; anything else (another site, javascript:, junk) becomes the home page. */
function sitePath(url) {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : '/';
}

function readMessage(data) {
  if (!data) return {};
  try {
    return data.json() || {};
  } catch {
    return { body: data.text() };
  }
}

/** Open pages hear about each notification shown (the account page uses it to confirm a test message). */
async function tellPages(message) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of windows) client.postMessage(message);
}

self.addEventListener('push', (event) => {
  const message = readMessage(event.data);
  const title = typeof message.title === 'string' && message.title ? message.title : SITE_NAME;
  const url = sitePath(message.url);
  const options = { body: typeof message.body === 'string' ? message.body : '', data: { url }, lang: 'nl' };
  if (typeof message.tag === 'string' && message.tag) options.tag = message.tag;
  event.waitUntil(
    self.registration.showNotification(title, options).then(() => tellPages({ type: 'push-notification-shown', title, url })),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(sitePath(event.notification.data && event.notification.data.url), self.location.origin).href;
  event.waitUntil(
    (async () => {
      // A tab that already shows the page gets the focus; otherwise the page opens in a new one.
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => client.url === target);
      if (open) return open.focus();
      return self.clients.openWindow(target);
    })(),
  );
});
