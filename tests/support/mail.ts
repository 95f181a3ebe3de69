/**
 * Reading mails that the CMS sent to maildev (started by scripts/lib/stack.mjs startMailCatcher),
 * through maildev 3's REST API: GET {mailApi}/api/email.
 */
import { expect } from 'vitest';
import { runSql } from './database';

export interface MailAddress {
  address: string;
  name?: string;
}

export interface CaughtMail {
  id: string;
  time: string;
  subject: string;
  from: MailAddress[];
  to: MailAddress[];
  html?: string;
  text?: string;
}

export interface WaitForMailOptions {
  /** maildev's web address, e.g. http://127.0.0.1:1081 (the REST API lives under /api). */
  mailApi: string;
  /** Recipient address (case-insensitive). */
  to: string;
  subjectIncludes?: string;
  /** Only mails received at or after this moment, to skip older mails to the same address. */
  since?: Date;
  timeoutMs?: number;
}

function emailUrl(mailApi: string): string {
  const base = mailApi.replace(/\/+$/, '');
  return base.endsWith('/api') ? `${base}/email` : `${base}/api/email`;
}

/** Every mail maildev holds, oldest first. */
export async function allMails(mailApi: string): Promise<CaughtMail[]> {
  const response = await fetch(emailUrl(mailApi));
  if (!response.ok) throw new Error(`maildev answered ${response.status} for ${emailUrl(mailApi)}`);
  return (await response.json()) as CaughtMail[];
}

/** The newest matching mail; polls until one arrives or the timeout passes. */
export async function waitForMail({ mailApi, to, subjectIncludes, since, timeoutMs = 15_000 }: WaitForMailOptions): Promise<CaughtMail> {
  const deadline = Date.now() + timeoutMs;
  const wanted = to.toLowerCase();
  let seen: number;
  while (true) {
    const mails = await allMails(mailApi);
    seen = mails.length;
    const match = mails
      .filter((mail) => mail.to?.some((recipient) => recipient.address.toLowerCase() === wanted))
      .filter((mail) => !subjectIncludes || mail.subject?.includes(subjectIncludes))
      .filter((mail) => !since || new Date(mail.time).getTime() >= since.getTime() - 1000)
      // maildev lists mails in arrival order; their `time` can tie, so the last one is the newest.
      .at(-1);
    if (match) return match;
    if (Date.now() > deadline) {
      throw new Error(
        `no mail to ${to}${subjectIncludes ? ` with subject containing "${subjectIncludes}"` : ''} within ${timeoutMs} ms (${seen} mails in maildev)`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const decodeEntities = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/**
 * The first link in the mail's HTML whose path starts with `pathPrefix` (e.g. '/email-valideren'),
 * as an absolute URL string; falls back to bare URLs in the text part. Throws when there is none.
 */
export function linkFromMail(mail: CaughtMail, pathPrefix: string): string {
  const candidates = [
    ...[...(mail.html ?? '').matchAll(/href\s*=\s*["']([^"']+)["']/gi)].map((m) => decodeEntities(m[1])),
    ...[...(mail.text ?? '').matchAll(/https?:\/\/[^\s<>"']+/g)].map((m) => m[0]),
  ];
  for (const candidate of candidates) {
    try {
      const url = new URL(candidate);
      if (url.pathname.startsWith(pathPrefix)) return url.toString();
    } catch {
      // not an absolute URL
    }
  }
  throw new Error(`no link to ${pathPrefix} in mail "${mail.subject}"; links: ${candidates.join(', ') || 'none'}`);
}

/** Every mail maildev holds for `to` (case-insensitive), oldest first: for "exactly one" checks. */
export async function mailsTo(mailApi: string, to: string): Promise<CaughtMail[]> {
  const wanted = to.toLowerCase();
  return (await allMails(mailApi))
    .filter((mail) => mail.to?.some((recipient) => recipient.address.toLowerCase() === wanted))
    .sort((a, b) => new Date(a.time).getTime() - new Date(b.time).getTime());
}

/** One header of a caught mail (e.g. 'List-Unsubscribe'), read from its raw source; null when absent. */
export async function mailHeader(mailApi: string, mail: CaughtMail, name: string): Promise<string | null> {
  const response = await fetch(`${emailUrl(mailApi)}/${encodeURIComponent(mail.id)}/source`);
  if (!response.ok) throw new Error(`maildev answered ${response.status} for the source of ${mail.id}`);
  const head = (await response.text()).split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((candidate) => candidate.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line ? line.slice(name.length + 1).trim() : null;
}

/** Markup that has no place in a plain-text part (users-permissions used to send its HTML as text). */
const MARKUP = /<\/?(?:p|a|br|strong|em|ul|li|div|span|table)\b/i;

export interface DutchMailExpectation {
  /** The whole subject, in Dutch. */
  subject: string | RegExp;
  /**
   * Where the mail's link goes: the start of its absolute address, host and all (e.g.
   * `${webUrl}/wachtwoord-vergeten?bron=email`, or `${webUrl}/email-valideren?confirmation=` for a link with a
   * token). The HTML must hold it as a link and the plain-text part spell out the whole address.
   */
  link: string;
  /** Sentences the plain-text part must hold. */
  text?: string[];
}

/**
 * The checks every mail of issue 35 gets: its Dutch subject, its link (to the right page, on the site's
 * host, with the mail marker) in the HTML and spelled out in a real plain-text part (words, no tags, not
 * the HTML again). Returns the link, e.g. to follow it.
 */
export function expectDutchMail(mail: CaughtMail, { subject, link, text = [] }: DutchMailExpectation): string {
  if (typeof subject === 'string') expect(mail.subject).toBe(subject);
  else expect(mail.subject).toMatch(subject);
  const body = mail.text ?? '';
  expect(body.trim().length, `plain-text part of "${mail.subject}"`).toBeGreaterThan(40);
  expect(body, `plain-text part of "${mail.subject}"`).not.toMatch(MARKUP);
  expect(body).not.toBe(mail.html);
  expect(body).toMatch(/^Hallo\b/);
  expect(body).toContain('Met vriendelijke groet,');
  for (const sentence of text) expect(body).toContain(sentence);

  const hrefs = [...(mail.html ?? '').matchAll(/href\s*=\s*["']([^"']+)["']/gi)].map((match) => decodeEntities(match[1]));
  const href = hrefs.find((candidate) => candidate.startsWith(link));
  expect(href, `a link starting with ${link} in the HTML of "${mail.subject}"; links: ${hrefs.join(', ') || 'none'}`).toBeDefined();
  expect(body, 'the link spelled out in the plain-text part').toContain(href!);
  return href!;
}

/**
 * The CMS's outbox rows to an address whose key starts with `prefix` (decision 046), oldest first: a mail
 * that went through the outbox left one, a mail sent directly none.
 */
export async function outboxRows(recipient: string, prefix: string): Promise<Array<{ key: string; state: string }>> {
  const { rows } = await runSql('SELECT key, state FROM outgoing_mails WHERE LOWER(recipient) = LOWER(?) AND key LIKE ? ORDER BY id', [
    recipient,
    `${prefix}%`,
  ]);
  return rows as Array<{ key: string; state: string }>;
}
