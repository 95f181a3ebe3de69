import { describe, expect, it } from 'vitest';
import { MAX_EVENTS_PER_BATCH } from '@vacaturesite/shared';
import { normaliseUrl, parseBatch, parseSession } from './validation';

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const session = { id: 'k3J9x_Qm2-Lp8ZaB', iat: NOW - 1000, exp: NOW - 1000 + 365 * 86_400_000 };
const event = (extra: Record<string, unknown> = {}) => ({ eventType: 'Pageview', url: '/jobs', timestamp: NOW - 50, ...extra });
const batch = (events: unknown[], s: unknown = session) => ({ data: { events, session: s } });

describe('parseBatch', () => {
  it('accepts a batch and keeps the events in order', () => {
    const result = parseBatch(
      batch([
        event(),
        event({ eventType: 'Itemview', url: '/jobs/vacature/abc/x', item: { type: 'vacancy', id: 'abc' }, label: 'alert' }),
        event({ eventType: 'session pause' }),
      ]),
      NOW,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.sessionId).toBe(session.id);
    expect(result.value.events.map((e) => e.eventType)).toEqual(['Pageview', 'Itemview', 'session pause']);
    expect(result.value.events[1]).toMatchObject({ itemType: 'vacancy', itemId: 'abc', label: 'alert' });
  });

  it('accepts the session as the encoded cookie value', () => {
    expect(parseBatch(batch([event()], encodeURIComponent(JSON.stringify(session))), NOW).ok).toBe(true);
    expect(parseBatch(batch([event()], Buffer.from(JSON.stringify(session)).toString('base64url')), NOW).ok).toBe(true);
  });

  it.each([
    ['no body', undefined, 'Body must be'],
    ['no data', { events: [] }, 'Body must be'],
    ['extra field in data', { data: { events: [event()], session, x: 1 } }, 'unknown field'],
    ['empty batch', batch([]), 'must not be empty'],
    ['events not an array', { data: { events: 'x', session } }, 'must be an array'],
    ['too many events', batch(Array.from({ length: MAX_EVENTS_PER_BATCH + 1 }, () => event())), 'at most'],
    ['unknown event type', batch([event({ eventType: 'DROP TABLE' })]), 'known event type'],
    ['missing url', batch([event({ url: undefined })]), 'url'],
    ['protocol-relative url', batch([event({ url: '//evil.example/x' })]), 'url'],
    ['javascript url', batch([event({ url: 'javascript:alert(1)' })]), 'url'],
    ['url too long', batch([event({ url: '/' + 'a'.repeat(2048) })]), 'url'],
    ['timestamp as string', batch([event({ timestamp: String(NOW) })]), 'timestamp'],
    ['timestamp in the future', batch([event({ timestamp: NOW + 3_600_000 })]), 'too far'],
    ['timestamp from last month', batch([event({ timestamp: NOW - 30 * 86_400_000 })]), 'too far'],
    ['unknown event field', batch([event({ ip: '1.2.3.4' })]), 'unknown field'],
    ['Itemview without item', batch([event({ eventType: 'Itemview' })]), 'required for Itemview'],
    ['bad item type', batch([event({ item: { type: 'user', id: 'a' } })]), 'item.type'],
    ['bad item id', batch([event({ item: { type: 'news', id: 'a b' } })]), 'item.id'],
    ['label too long', batch([event({ label: 'x'.repeat(201) })]), 'label'],
    [
      'Itemview labelled with a referrer instead of a source',
      batch([event({ eventType: 'Itemview', item: { type: 'vacancy', id: 'a' }, label: 'https://www.google.nl/' })]),
      'label of an Itemview',
    ],
    ['no session', { data: { events: [event()] } }, 'session'],
    ['session with a short id', batch([event()], { ...session, id: 'abc' }), 'session.id'],
    ['session with expiry before issue', batch([event()], { ...session, exp: session.iat - 1 }), 'session'],
    ['session garbage string', batch([event()], 'not-a-cookie'), 'session'],
  ])('rejects %s', (_name, body, message) => {
    const result = parseBatch(body, NOW);
    expect(result.ok).toBe(false);
    if (result.ok === false) expect(result.message).toContain(message);
  });

  it('rejects a whole batch when one event is bad', () => {
    const result = parseBatch(batch([event(), event(), event({ eventType: 'nope' })]), NOW);
    expect(result).toMatchObject({ ok: false, path: 'events[2].eventType' });
  });
});

describe('normaliseUrl', () => {
  it('keeps path and query, drops origin and fragment', () => {
    expect(normaliseUrl('https://www.example.nl/jobs?bron=email#top')).toBe('/jobs?bron=email');
    expect(normaliseUrl('/nieuws/abc/titel#x')).toBe('/nieuws/abc/titel');
  });
  it('refuses control characters', () => {
    expect(normaliseUrl('/a\nb')).toBeNull();
  });
  it('stores a path as a browser writes it: percent-encoded printable ASCII, dot segments resolved (issue 35)', () => {
    expect(normaliseUrl('/nieuws/<script>alert(1)</script>')).toBe('/nieuws/%3Cscript%3Ealert(1)%3C/script%3E');
    expect(normaliseUrl('/zoek naar/één?x=a b')).toBe('/zoek%20naar/%C3%A9%C3%A9n?x=a%20b');
    expect(normaliseUrl('/jobs/../nieuws/./x')).toBe('/nieuws/x');
    expect(normaliseUrl('/jobs/zoeken?sort=a\\b')).toBe('/jobs/zoeken?sort=a\\b');
  });
  it('never stores search words or a location with a page (decision 050)', () => {
    expect(normaliseUrl('/jobs/zoeken?q=kok%20amsterdam&near=52.37,4.90&radius=10')).toBe('/jobs/zoeken?radius=10');
    expect(normaliseUrl('https://www.example.nl/jobs/zoeken?lat=52.37&lon=4.90&Q=kok')).toBe('/jobs/zoeken');
    expect(normaliseUrl('/jobs/zoeken?q=a b&sort=afstand')).toBe('/jobs/zoeken?sort=afstand');
  });
  it('refuses what is not a path of this site', () => {
    expect(normaliseUrl('/\\evil.example/x')).toBeNull();
    expect(normaliseUrl('/a\\b')).toBeNull();
    expect(normaliseUrl('nieuws/x')).toBeNull();
    expect(normaliseUrl('ftp://example.nl/x')).toBeNull();
    expect(normaliseUrl('/' + 'é'.repeat(1000))).toBeNull();
  });
});

describe('parseSession', () => {
  it('keeps only the id', () => {
    expect(parseSession(session)).toEqual({ ok: true, value: session.id });
  });
});
