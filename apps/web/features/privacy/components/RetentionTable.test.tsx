import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RetentionTable } from './RetentionTable';

// Next's Link needs the app router's context; a plain anchor stands in for it here.
vi.mock('@/components/layout/Link', () => ({
  Link: ({ href, children }: { href: string; children: ReactNode }) => <a href={href}>{children}</a>,
}));

const settings = {
  accountInactiveMonths: 36,
  accountInactiveGraceDays: 30,
  unconfirmedDays: 7,
  guestAlertReconfirmAfterDays: 365,
  guestAlertReconfirmGraceDays: 30,
  cvAfterProcedureDays: 28,
  cvWithConsentDays: 365,
  analyticsRawDays: 395,
  sentMailsKeptDays: 30,
};

describe('RetentionTable', () => {
  it('renders "Wat we bewaren en hoe lang" as a table with a row header per kind of data', () => {
    const html = renderToStaticMarkup(<RetentionTable settings={settings} />);
    expect(html).toContain('<h2 id="bewaartermijnen">Wat we bewaren en hoe lang</h2>');
    expect(html).toContain('<th scope="col">Hoe lang</th>');
    expect(html.match(/<th scope="row">/g)).toHaveLength(9);
    expect(html).toContain('Ben je 36 maanden niet ingelogd');
    expect(html).toContain('href="/account"');
  });

  it('says so when the CMS reports no settings', () => {
    const html = renderToStaticMarkup(<RetentionTable settings={null} />);
    expect(html).not.toContain('<table');
    expect(html).toContain('De bewaartermijnen zijn op dit moment niet beschikbaar.');
  });
});
