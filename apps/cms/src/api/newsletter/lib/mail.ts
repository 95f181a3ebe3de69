import { formatDateTime } from '@vacaturesite/shared';
import { escapeHtml, layout, linkBlock, type Mail } from '../../../lib/mail';
import { blocksToHtml, blocksToText } from './blocks';
import { eventPath, newsPath, vacancyPath } from './links';
import type { Interests } from './validation';

/** Dutch newsletter mails (decision 008): the double opt-in confirmation and the newsletter itself. */

export function confirmationMail(siteName: string, confirmHref: string): Mail {
  const lines = [
    'Hallo,',
    `Iemand (hopelijk jij) wil de nieuwsbrief van ${siteName} ontvangen op dit e-mailadres. Bevestig dat via de link hieronder; pas daarna sturen we je de nieuwsbrief, met de onderwerpen die je net hebt gekozen.`,
  ];
  const after = [
    'De link is 7 dagen geldig. Heb je dit niet zelf gevraagd? Dan hoef je niets te doen: zonder bevestiging krijg je van ons niets.',
    'Met vriendelijke groet,',
  ];
  return {
    subject: `Bevestig je aanmelding voor de nieuwsbrief van ${siteName}`,
    html: layout([
      ...lines.map(escapeHtml),
      ...linkBlock(confirmHref, 'Aanmelding bevestigen'),
      ...after.map(escapeHtml),
      escapeHtml(siteName),
    ]),
    text: [...lines, confirmHref, ...after, siteName].join('\n\n'),
  };
}

export interface NewsletterVacancy {
  documentId: string;
  slug: string | null;
  title: string;
  summary?: string | null;
  categoryDocumentId?: string | null;
}
export interface NewsletterEvent {
  documentId: string;
  slug: string | null;
  title: string;
  start?: string | Date | null;
  location?: string | null;
}
export interface NewsletterNewsItem {
  documentId: string;
  slug: string | null;
  title: string;
  summary?: string | null;
}

export interface NewsletterContent {
  subject: string;
  body: unknown;
  vacancies: NewsletterVacancy[];
  events: NewsletterEvent[];
  news: NewsletterNewsItem[];
}

/**
 * The picked items one subscriber gets: with no interests chosen, everything; otherwise vacancies of the
 * chosen categories, and events and news only when ticked. The editors' text always goes along.
 */
export function selectForSubscriber(content: NewsletterContent, interests: Interests): NewsletterContent {
  const everything = interests.categories.length === 0 && !interests.events && !interests.news;
  if (everything) return content;
  const categories = new Set(interests.categories);
  return {
    ...content,
    vacancies: content.vacancies.filter((vacancy) => vacancy.categoryDocumentId && categories.has(vacancy.categoryDocumentId)),
    events: interests.events ? content.events : [],
    news: interests.news ? content.news : [],
  };
}

type Item = { title: string; href: string; detail: string };

function sections(site: string, content: NewsletterContent): { heading: string; items: Item[] }[] {
  return [
    {
      heading: 'Vacatures',
      items: content.vacancies.map((v) => ({ title: v.title, href: site + vacancyPath(v), detail: v.summary ?? '' })),
    },
    {
      heading: 'Agenda',
      items: content.events.map((e) => ({
        title: e.title,
        href: site + eventPath(e),
        detail: [formatDateTime(e.start), e.location].filter(Boolean).join(', '),
      })),
    },
    { heading: 'Nieuws', items: content.news.map((n) => ({ title: n.title, href: site + newsPath(n), detail: n.summary ?? '' })) },
  ].filter((section) => section.items.length > 0);
}

export interface NewsletterMailFacts {
  site: string;
  siteName: string;
  content: NewsletterContent;
  unsubscribeHref: string;
}

export function newsletterMail({ site, siteName, content, unsubscribeHref }: NewsletterMailFacts): Mail {
  const parts = sections(site, content);
  const footer = `Je krijgt deze e-mail omdat je je hebt aangemeld voor de nieuwsbrief van ${siteName}.`;
  const html = [
    blocksToHtml(content.body, site),
    ...parts.map(
      (part) =>
        `<h2>${escapeHtml(part.heading)}</h2>\n<ul>${part.items
          .map(
            (item) =>
              `<li><a href="${escapeHtml(item.href)}">${escapeHtml(item.title)}</a>${item.detail ? `<br>${escapeHtml(item.detail)}` : ''}</li>`,
          )
          .join('')}</ul>`,
    ),
    `<hr>\n<p style="font-size:small">${escapeHtml(footer)} <a href="${escapeHtml(unsubscribeHref)}">Afmelden voor de nieuwsbrief</a> · <a href="${escapeHtml(`${site}/nieuwsbrief`)}">Onderwerpen wijzigen</a></p>`,
  ].join('\n');
  const text = [
    blocksToText(content.body),
    ...parts.map((part) =>
      [part.heading, ...part.items.map((item) => `- ${item.title}${item.detail ? ` (${item.detail})` : ''}\n  ${item.href}`)].join('\n'),
    ),
    `--\n${footer}\nAfmelden: ${unsubscribeHref}`,
  ]
    .filter(Boolean)
    .join('\n\n');
  return { subject: content.subject, html, text };
}
