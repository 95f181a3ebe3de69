import { describe, expect, it } from 'vitest';
import { blocksToHtml, blocksToText } from './blocks';
import { confirmationMail, newsletterMail, selectForSubscriber, type NewsletterContent } from './mail';

const content: NewsletterContent = {
  subject: 'Nieuwsbrief juni',
  body: [
    { type: 'heading', level: 2, children: [{ type: 'text', text: 'Zomer' }] },
    {
      type: 'paragraph',
      children: [
        { type: 'text', text: 'Veel ', bold: true },
        { type: 'link', url: '/agenda', children: [{ type: 'text', text: 'activiteiten' }] },
        { type: 'text', text: ' <script>' },
      ],
    },
    { type: 'list', format: 'unordered', children: [{ type: 'list-item', children: [{ type: 'text', text: 'een' }] }] },
  ],
  vacancies: [
    { documentId: 'v1', slug: 'kok', title: 'Kok', summary: 'Koken', categoryDocumentId: 'horeca' },
    { documentId: 'v2', slug: 'zorg', title: 'Verpleegkundige', categoryDocumentId: 'zorg' },
  ],
  events: [{ documentId: 'e1', slug: 'beurs', title: 'Banenbeurs', start: '2026-06-01T10:00:00.000Z', location: 'Zwolle' }],
  news: [{ documentId: 'n1', slug: 'nieuw', title: 'Nieuwe site' }],
};

describe('what a subscriber gets', () => {
  it('gets everything without interests', () => {
    expect(selectForSubscriber(content, { categories: [], events: false, news: false })).toEqual(content);
  });

  it('gets only vacancies of chosen categories, and events/news only when ticked', () => {
    const picked = selectForSubscriber(content, { categories: ['zorg'], events: false, news: true });
    expect(picked.vacancies.map((v) => v.documentId)).toEqual(['v2']);
    expect(picked.events).toEqual([]);
    expect(picked.news).toHaveLength(1);
    expect(selectForSubscriber(content, { categories: [], events: true, news: false }).vacancies).toEqual([]);
  });
});

describe('newsletter mail', () => {
  it('has the text, the items with site links, and the unsubscribe link, escaped', () => {
    const mail = newsletterMail({
      site: 'https://site.nl',
      siteName: 'Vacaturesite',
      content,
      unsubscribeHref: 'https://site.nl/nieuwsbrief/afmelden?s=a&t=b',
    });
    expect(mail.subject).toBe('Nieuwsbrief juni');
    expect(mail.html).toContain('<h2>Zomer</h2>');
    expect(mail.html).toContain('<a href="https://site.nl/agenda">activiteiten</a>');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.html).toContain('href="https://site.nl/jobs/vacature/v1/kok"');
    expect(mail.html).toContain('href="https://site.nl/agenda/e1/beurs"');
    expect(mail.html).toContain('href="https://site.nl/nieuwsbrief/afmelden?s=a&amp;t=b"');
    expect(mail.text).toContain('Afmelden: https://site.nl/nieuwsbrief/afmelden?s=a&t=b');
    expect(mail.text).toContain('- een');
  });

  it('confirmation mail carries the link in HTML and text', () => {
    const mail = confirmationMail('Vacaturesite', 'https://site.nl/nieuwsbrief/bevestigen?token=x');
    expect(mail.subject).toContain('Bevestig je aanmelding');
    expect(mail.html).toContain('href="https://site.nl/nieuwsbrief/bevestigen?token=x"');
    expect(mail.text).toContain('https://site.nl/nieuwsbrief/bevestigen?token=x');
  });

  it('drops unsafe link targets in rich text', () => {
    expect(
      blocksToHtml(
        [{ type: 'paragraph', children: [{ type: 'link', url: 'javascript:alert(1)', children: [{ type: 'text', text: 'klik' }] }] }],
        'https://s.nl',
      ),
    ).toBe('<p>klik</p>');
    expect(blocksToText(null)).toBe('');
  });
});
