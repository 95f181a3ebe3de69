'use strict';

/** Helpers for slugs, Strapi 5 `blocks` JSON and dates. */

function slugify(input) {
  return String(input)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' en ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

// ---- Strapi 5 blocks (the JSON the Blocks editor writes) -----------------------------------------

/** Inline children from a string; `**bold**` spans become bold text nodes. */
function inline(text) {
  const parts = String(text)
    .split(/(\*\*[^*]+\*\*)/g)
    .filter((p) => p !== '');
  return parts.map((part) =>
    part.startsWith('**') && part.endsWith('**') ? { type: 'text', text: part.slice(2, -2), bold: true } : { type: 'text', text: part },
  );
}

const h = (text, level = 2) => ({ type: 'heading', level, children: inline(text) });
const p = (text) => ({ type: 'paragraph', children: inline(text) });
const ul = (items) => ({
  type: 'list',
  format: 'unordered',
  children: items.map((item) => ({ type: 'list-item', children: inline(item) })),
});
const ol = (items) => ({
  type: 'list',
  format: 'ordered',
  children: items.map((item) => ({ type: 'list-item', children: inline(item) })),
});
const quote = (text) => ({ type: 'quote', children: inline(text) });
/** A paragraph with a link in it: before, link text, url, after. */
const pLink = (before, label, url, after = '') => ({
  type: 'paragraph',
  children: [
    ...(before ? [{ type: 'text', text: before }] : []),
    { type: 'link', url, children: [{ type: 'text', text: label }] },
    { type: 'text', text: after },
  ],
});

/**
 * Turns a compact description into blocks: strings are paragraphs, `['h2', text]` headings,
 * `['ul', [...]]` / `['ol', [...]]` lists, `['quote', text]`, `['link', before, label, url, after]`.
 */
function toBlocks(items) {
  return items.map((item) => {
    if (typeof item === 'string') return p(item);
    const [kind, ...rest] = item;
    switch (kind) {
      case 'h2':
        return h(rest[0], 2);
      case 'h3':
        return h(rest[0], 3);
      case 'ul':
        return ul(rest[0]);
      case 'ol':
        return ol(rest[0]);
      case 'quote':
        return quote(rest[0]);
      case 'link':
        return pLink(rest[0], rest[1], rest[2], rest[3]);
      default:
        throw new Error(`Onbekend bloktype in seed-data: ${kind}`);
    }
  });
}

// ---- Dates ---------------------------------------------------------------------------------------

/** Today's date in Europe/Amsterdam as YYYY-MM-DD. */
function todayInAmsterdam(now = new Date()) {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** YYYY-MM-DD plus n days. */
function addDays(dateStr, n) {
  const d = new Date(`${dateStr}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** Minutes Europe/Amsterdam is ahead of UTC at a given instant (60 or 120). */
function amsterdamOffsetMinutes(date) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Amsterdam',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(date);
  const get = (type) => Number(parts.find((x) => x.type === type).value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return Math.round((asUtc - date.getTime()) / 60000);
}

/** A wall-clock time in Amsterdam (date YYYY-MM-DD, time HH:MM) as an ISO UTC timestamp. */
function amsterdamToIso(dateStr, time) {
  const guess = new Date(`${dateStr}T${time}:00Z`);
  const offset = amsterdamOffsetMinutes(new Date(guess.getTime() - 60 * 60000));
  return new Date(guess.getTime() - offset * 60000).toISOString();
}

const dutchDateFormat = new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const dutchDateCache = new Map();

/** '12 maart 2026' */
function formatDutchDate(dateStr) {
  let out = dutchDateCache.get(dateStr);
  if (!out) {
    out = dutchDateFormat.format(new Date(`${dateStr}T12:00:00Z`));
    dutchDateCache.set(dateStr, out);
  }
  return out;
}

module.exports = { slugify, toBlocks, h, p, ul, ol, quote, pLink, todayInAmsterdam, addDays, amsterdamToIso, formatDutchDate };
