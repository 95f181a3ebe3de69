import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, newVisitor, openInteractive, interactive } from '../support/browser';
import { allMails, linkFromMail, mailHeader, mailsTo, outboxRows, waitForMail, type CaughtMail } from '../support/mail';
import { createConfirmedAccount, signIn, siteApi, uniqueEmail } from '../support/accounts';
import { moveCmsClock, adminSession, cmsAs, cmsGet } from '../support/actors';
import { control } from '../support/cms';
import { runSql } from '../support/database';
import { NEWSLETTER_UID, confirmedSubscriber, confirmedSubscribers, findSubscriber, subscribe } from '../support/newsletter';

const { webUrl, cmsUrl, mailApi, adminEmail, adminPassword, newsletterMailsPerMinute } = inject('stack');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const mailsWithSubject = async (subject: string) => (await allMails(mailApi)).filter((mail) => mail.subject === subject);

async function bodyText(page: Page) {
  return page.locator('body').innerText();
}

describe('newsletter subscription (double opt-in)', () => {
  it('subscribes on /nieuwsbrief, gets a real confirmation mail and is confirmed only through its link', async () => {
    const email = uniqueEmail('nieuwsbrief');
    const { page } = await newVisitor(browser, webUrl);
    await openInteractive(page, '/nieuwsbrief');
    expect(await page.locator('header.site-header').count()).toBe(0); // empty layout

    await page.getByLabel('E-mailadres').fill('geen-adres');
    await page.getByRole('button', { name: 'Aanmelden' }).click();
    await page.getByText('Vul een geldig e-mailadres in').waitFor();

    await page.getByLabel('E-mailadres').fill(email);
    await page.getByLabel('Evenementen').check();
    const since = new Date();
    await page.getByRole('button', { name: 'Aanmelden' }).click();
    await page.getByRole('heading', { name: 'Bijna klaar: bevestig je aanmelding' }).waitFor();

    const mail = await waitForMail({ mailApi, to: email, subjectIncludes: 'Bevestig je aanmelding', since });
    expect((await findSubscriber(email))?.state).toBe('pending');
    // Through the outbox (decision 046): a mail server away for a moment does not lose it.
    await expect.poll(async () => (await outboxRows(email, 'newsletter-confirm:')).map((row) => row.state)).toEqual(['sent']);

    await page.goto(linkFromMail(mail, '/nieuwsbrief/bevestigen'));
    await page.getByText('Je aanmelding voor de nieuwsbrief is bevestigd').waitFor();
    const subscriber = await findSubscriber(email);
    expect(subscriber).toMatchObject({ state: 'confirmed', interests: { categories: [], events: true, news: false } });

    // The link works once.
    await page.reload();
    await page.getByText('Deze link is ongeldig, verlopen of al gebruikt').waitFor();
  });

  it('answers a known address exactly like a new one, and changes its topics only through the new mail link', async () => {
    const known = uniqueEmail('bekend');
    await confirmedSubscriber(known, { events: true });
    const fresh = uniqueEmail('onbekend');

    const forKnown = await siteApi('/api/nieuwsbrief', { body: { email: known, interests: { news: true } } });
    const forFresh = await siteApi('/api/nieuwsbrief', { body: { email: fresh, interests: { news: true } } });
    expect(forKnown.status).toBe(200);
    expect(forKnown).toEqual(forFresh);

    // Someone else asking for other topics changes nothing until the owner clicks the link in their mailbox.
    expect(await findSubscriber(known)).toMatchObject({ state: 'confirmed', interests: { events: true, news: false } });
    // The known address now has its second confirmation mail; the first one's link was used already.
    const confirmations = async () =>
      (await allMails(mailApi)).filter((m) => m.to.some((t) => t.address === known) && m.subject.includes('Bevestig je aanmelding'));
    await expect.poll(async () => (await confirmations()).length, { timeout: 15_000 }).toBe(2);
    // maildev lists mails in arrival order; their `time` can tie when both arrive within one second.
    const mail = (await confirmations()).at(-1)!;
    const token = new URL(linkFromMail(mail, '/nieuwsbrief/bevestigen')).searchParams.get('token');
    expect((await siteApi('/api/nieuwsbrief/bevestigen', { body: { token } })).status).toBe(200);
    expect(await findSubscriber(known)).toMatchObject({ state: 'confirmed', interests: { events: false, news: true } });

    // Made-up tokens are refused in Dutch.
    const bogus = await siteApi('/api/nieuwsbrief/bevestigen', { body: { token: 'A'.repeat(43) } });
    expect(bogus.status).toBe(400);
    expect(bogus.json.error.message).toMatch(/ongeldig/);
  });
});

/** The admin's "Nieuwsbrief versturen" panel, as an editor uses it in Chromium. */
async function sendFromAdmin(documentId: string) {
  const { context, page } = await newPage(browser, cmsUrl);
  try {
    await page.goto('/admin/auth/login', { waitUntil: 'domcontentloaded' });
    await page.locator('input[name="email"]').fill(adminEmail);
    await page.locator('input[name="password"]').fill(adminPassword);
    await page.locator('button[type="submit"]').click();
    // The admin bundle is large; on a busy machine its first load and sign-in took over 60 s.
    await page.waitForURL((url) => !url.pathname.includes('/auth/'), { timeout: 120_000 });
    await page.goto(`/admin/content-manager/collection-types/${NEWSLETTER_UID}/${documentId}`, { waitUntil: 'domcontentloaded' });
    const panel = page.getByTestId('newsletter-send-panel');
    await panel.waitFor({ timeout: 60_000 });
    page.once('dialog', (dialog) => void dialog.accept());
    await panel.getByRole('button', { name: 'Nieuwsbrief versturen' }).click();
    await panel.getByTestId('newsletter-send-counts').waitFor();
  } finally {
    await context.close();
  }
}

async function newsletterStatus(documentId: string) {
  const admin = await adminSession();
  const { status, json } = await admin.call('GET', `/newsletter-sending/${documentId}`);
  if (status !== 200) throw new Error(`newsletter status answered ${status}`);
  return json.data as { sendState: string; recipientCount: number; sentCount: number; failedCount: number };
}

describe('sending a newsletter', () => {
  it('goes out throttled to every confirmed subscriber exactly once, across a CMS restart halfway, with RFC 8058 headers', async () => {
    const admin = await adminSession();
    const newcomers = Array.from({ length: 10 }, () => uniqueEmail('lezer'));
    await Promise.all(newcomers.map((email) => confirmedSubscriber(email)));
    const unconfirmed = uniqueEmail('onbevestigd');
    await subscribe(unconfirmed);

    const vacancy = (await cmsGet('/vacancies?pagination[pageSize]=1&sort=datePosted:desc')).data[0];
    const subject = `Nieuwsbrief e2e ${Date.now()}`;
    const created = await admin.call('POST', `/content-manager/collection-types/${NEWSLETTER_UID}`, {
      subject,
      body: [{ type: 'paragraph', children: [{ type: 'text', text: 'Dit is de nieuwsbrief van deze maand.' }] }],
      vacancies: { connect: [{ documentId: vacancy.documentId }] },
    });
    expect(created.status).toBe(201);
    const documentId = created.json.data.documentId as string;

    const recipients = (await confirmedSubscribers()).map((s) => s.email);
    expect(recipients).toEqual(expect.arrayContaining(newcomers));
    expect(recipients.length).toBeGreaterThanOrEqual(10);

    await sendFromAdmin(documentId);
    // A second send (another editor, a double click) is refused and queues nothing.
    expect((await admin.call('POST', `/newsletter-sending/${documentId}/send`)).status).toBe(409);

    // Halfway: stop the CMS once two mails are out (graceful stop, as a deploy or restart does it).
    await expect.poll(async () => (await mailsWithSubject(subject)).length, { timeout: 30_000, interval: 100 }).toBeGreaterThanOrEqual(2);
    let sentBeforeStop: number;
    try {
      await control('cms/stop');
      sentBeforeStop = (await mailsWithSubject(subject)).length;
      expect(sentBeforeStop).toBeLessThan(recipients.length);
    } finally {
      await control('cms/start');
    }

    await expect.poll(async () => (await newsletterStatus(documentId)).sendState, { timeout: 60_000, interval: 500 }).toBe('sent');
    const status = await newsletterStatus(documentId);
    expect(status).toMatchObject({ recipientCount: recipients.length, sentCount: recipients.length, failedCount: 0 });

    const mails = await mailsWithSubject(subject);
    const perRecipient = new Map<string, CaughtMail[]>();
    for (const mail of mails)
      for (const to of mail.to) perRecipient.set(to.address.toLowerCase(), [...(perRecipient.get(to.address.toLowerCase()) ?? []), mail]);
    expect(mails).toHaveLength(recipients.length);
    for (const email of recipients) expect(perRecipient.get(email)?.length, email).toBe(1);
    expect(perRecipient.has(unconfirmed)).toBe(false);

    // Throttled: N per minute starts mails 60/N s apart on average (the restart only adds time),
    // measured on the deliveries' claim times (milliseconds): maildev stamps a mail with its Date
    // header, whole seconds, which on a span of a few seconds is off by up to a third either way.
    const claimed = await runSql('SELECT claimed_at FROM newsletter_deliveries WHERE newsletter_document_id = ?', [documentId]);
    const times = claimed.rows.map((row) => new Date(row.claimed_at as number | Date).getTime()).sort((a, b) => a - b);
    expect(times).toHaveLength(recipients.length);
    const averageGap = (times.at(-1)! - times[0]) / (times.length - 1);
    expect(averageGap).toBeGreaterThanOrEqual((60_000 / newsletterMailsPerMinute) * 0.9);

    // Content and headers of one mail.
    const mail = perRecipient.get(newcomers[0])![0];
    expect(mail.html).toContain('Dit is de nieuwsbrief van deze maand.');
    expect(mail.html).toContain(vacancy.title);
    const unsubscribeHeader = await mailHeader(mailApi, mail, 'List-Unsubscribe');
    expect(unsubscribeHeader).toMatch(
      new RegExp(`^<${webUrl.replace(/\./g, '\\.')}/api/nieuwsbrief/afmelden\\?s=[a-z0-9]+&t=[\\w-]{43}>$`),
    );
    expect(await mailHeader(mailApi, mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(linkFromMail(mail, '/nieuwsbrief/afmelden')).toContain('?s=');
  }, 180_000);
});

describe('more than one sender (decision 037)', () => {
  it('leaves a claim in its lease to the sender holding it and sends a cut-off one again: one mail each, nobody skipped', async () => {
    const admin = await adminSession();
    const [inFlight, cutOff] = [uniqueEmail('onderweg'), uniqueEmail('afgebroken')];
    await Promise.all([inFlight, cutOff].map((email) => confirmedSubscriber(email)));
    const subject = `Twee verzenders ${Date.now()}`;
    const created = await admin.call('POST', `/content-manager/collection-types/${NEWSLETTER_UID}`, {
      subject,
      body: [{ type: 'paragraph', children: [{ type: 'text', text: 'Hallo' }] }],
    });
    const documentId = created.json.data.documentId as string;
    await sendFromAdmin(documentId);
    await expect.poll(async () => (await newsletterStatus(documentId)).sendState, { timeout: 90_000, interval: 500 }).toBe('sent');

    // As a second CMS instance would leave them: one mail in flight (claimed just now), one whose
    // sender died five minutes ago and more (claimed ten minutes ago); neither marked. Written while
    // this CMS is down, with its mails taken out of the count below.
    const delivery = async (email: string) =>
      (await runSql('SELECT document_id FROM newsletter_deliveries WHERE newsletter_document_id = ? AND email = ?', [documentId, email]))
        .rows[0].document_id as string;
    const ids = { inFlight: await delivery(inFlight), cutOff: await delivery(cutOff) };
    const mailsBefore = { inFlight: (await mailsTo(mailApi, inFlight)).length, cutOff: (await mailsTo(mailApi, cutOff)).length };
    const claim = (id: string, claimedAt: Date) =>
      runSql("UPDATE newsletter_deliveries SET state = 'claimed', claimed_at = ?, sent_at = NULL, claims = 1 WHERE document_id = ?", [
        claimedAt,
        id,
      ]);
    const stateOf = async (id: string) =>
      (await runSql('SELECT state FROM newsletter_deliveries WHERE document_id = ?', [id])).rows[0].state as string;
    try {
      await control('cms/stop');
      await claim(ids.inFlight, new Date());
      await claim(ids.cutOff, new Date(Date.now() - 10 * 60_000));
      await runSql("UPDATE newsletters SET send_state = 'sending' WHERE document_id = ?", [documentId]);
    } finally {
      await control('cms/start');
    }

    // The cut-off claim is sent again at once, with the delivery's own Message-ID.
    await expect.poll(async () => (await mailsTo(mailApi, cutOff)).length, { timeout: 30_000, interval: 250 }).toBe(mailsBefore.cutOff + 1);
    const again = (await mailsTo(mailApi, cutOff)).at(-1)!;
    expect(await mailHeader(mailApi, again, 'Message-ID')).toBe(`<nieuwsbrief.${ids.cutOff}@${new URL(webUrl).hostname}>`);
    // The claim in its lease is nobody else's business: not failed, not sent twice, the newsletter not finished.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(await stateOf(ids.inFlight)).toBe('claimed');
    expect((await mailsTo(mailApi, inFlight)).length).toBe(mailsBefore.inFlight);
    expect((await newsletterStatus(documentId)).sendState).toBe('sending');

    // Its lease ends (the CMS's clock a day on): its sender is taken for dead, and the row is sent.
    try {
      await moveCmsClock(1);
      await expect
        .poll(async () => (await mailsTo(mailApi, inFlight)).length, { timeout: 60_000, interval: 500 })
        .toBe(mailsBefore.inFlight + 1);
      await expect.poll(async () => (await newsletterStatus(documentId)).sendState, { timeout: 15_000, interval: 250 }).toBe('sent');
    } finally {
      await moveCmsClock(0);
    }
    expect(await newsletterStatus(documentId)).toMatchObject({ failedCount: 0 });
    expect([await stateOf(ids.inFlight), await stateOf(ids.cutOff)]).toEqual(['sent', 'sent']);
    // Nobody else got a second one.
    const perRecipient = new Map<string, number>();
    for (const mail of await mailsWithSubject(subject))
      for (const to of mail.to) perRecipient.set(to.address, (perRecipient.get(to.address) ?? 0) + 1);
    for (const [address, count] of perRecipient) expect(count, address).toBe([inFlight, cutOff].includes(address) ? 2 : 1);
  }, 240_000);
});

describe('unsubscribing', () => {
  async function newsletterTo(email: string) {
    const admin = await adminSession();
    const subject = `Afmeldtest ${Date.now()}`;
    const created = await admin.call('POST', `/content-manager/collection-types/${NEWSLETTER_UID}`, {
      subject,
      body: [{ type: 'paragraph', children: [{ type: 'text', text: 'Hallo' }] }],
    });
    expect((await admin.call('POST', `/newsletter-sending/${created.json.data.documentId}/send`)).status).toBe(202);
    return waitForMail({ mailApi, to: email, subjectIncludes: subject, timeoutMs: 60_000 });
  }

  it('works through the link in the mail (GET: a Dutch page) and through RFC 8058 one-click POST, without sign-in', async () => {
    const byLink = uniqueEmail('afmelden-link');
    const byOneClick = uniqueEmail('afmelden-post');
    const witness = uniqueEmail('blijft');
    for (const email of [byLink, byOneClick, witness]) await confirmedSubscriber(email);
    const mail = await newsletterTo(byOneClick);
    const linkMail = await waitForMail({ mailApi, to: byLink, subjectIncludes: mail.subject, timeoutMs: 60_000 });

    // A person clicks the link in the mail's footer.
    const { page } = await newVisitor(browser, webUrl);
    await page.goto(linkFromMail(linkMail, '/nieuwsbrief/afmelden'));
    await page.getByText('Je bent afgemeld').waitFor();
    expect((await findSubscriber(byLink))?.state).toBe('unsubscribed');

    // Opening the header's address in a browser lands on the same page.
    const headerUrl = /^<(.+)>$/.exec((await mailHeader(mailApi, mail, 'List-Unsubscribe')) ?? '')?.[1] ?? '';
    const opened = await fetch(headerUrl, { redirect: 'manual' });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toMatch(/^\/nieuwsbrief\/afmelden\?s=/);

    // A tampered token is refused and changes nothing.
    const tampered = headerUrl.replace(/t=([\w-])/, (_m, c: string) => `t=${c === 'A' ? 'B' : 'A'}`);
    const refused = await fetch(tampered, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(refused.status).toBe(400);
    expect((await findSubscriber(byOneClick))?.state).toBe('confirmed');

    // The mail provider's one-click POST: no cookies, no Origin, form body.
    const oneClick = await fetch(headerUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect((await findSubscriber(byOneClick))?.state).toBe('unsubscribed');
    // Repeating it is harmless.
    expect((await fetch(headerUrl, { method: 'POST', body: 'List-Unsubscribe=One-Click' })).status).toBe(200);

    // Neither gets the next newsletter.
    const next = await newsletterTo(witness);
    const later = (await allMails(mailApi))
      .filter((m) => m.subject === next.subject)
      .flatMap((m) => m.to.map((t) => t.address.toLowerCase()));
    expect(later).not.toContain(byLink);
    expect(later).not.toContain(byOneClick);
    expect(later).toContain(witness);
  }, 120_000);
});

describe('newsletter on /account', () => {
  it('lets a signed-in visitor subscribe, pick topics and unsubscribe; the CMS acts on their own address only', async () => {
    const account = await createConfirmedAccount('nb-account');
    const cookie = await signIn(account.email, account.password);
    const { context, page } = await newVisitor(browser, webUrl);
    await context.addCookies([{ name: 'vs_token', value: cookie.slice('vs_token='.length), url: webUrl, httpOnly: true, sameSite: 'Lax' }]);

    await openInteractive(page, '/account');
    const section = page.locator('section', { has: page.getByRole('heading', { name: 'Nieuwsbrief' }) });
    await expect.poll(() => section.getByTestId('newsletter-status').innerText()).toBe('Je krijgt de nieuwsbrief niet.');
    await section.getByLabel('Ik wil de nieuwsbrief ontvangen').check();
    const category = (await cmsGet('/vacancy-categories?sort=name:asc&pagination[pageSize]=1')).data[0];
    await section.getByLabel(category.name, { exact: true }).check();
    await section.getByRole('button', { name: 'Opslaan' }).click();
    await section.getByText('Opgeslagen: je krijgt de nieuwsbrief.').waitFor();
    expect(await findSubscriber(account.email)).toMatchObject({
      state: 'confirmed',
      interests: { categories: [category.documentId], events: false, news: false },
    });

    await page.reload();
    await interactive(page);
    expect(await section.getByTestId('newsletter-status').innerText()).toBe(
      `Je krijgt de nieuwsbrief, over vacatures in ${category.name}.`,
    );

    await section.getByLabel('Ik wil de nieuwsbrief ontvangen').uncheck();
    await section.getByRole('button', { name: 'Opslaan' }).click();
    await section.getByText('Opgeslagen: je krijgt de nieuwsbrief niet meer.').waitFor();
    expect((await findSubscriber(account.email))?.state).toBe('unsubscribed');

    // Without a session the CMS refuses; with one it only ever answers about the visitor's own address.
    expect((await cmsAs(cmsUrl, null, 'PUT', '/newsletter/me', { subscribed: true })).status).toBe(403);
    const jwt = cookie.slice('vs_token='.length);
    const own = await cmsAs(cmsUrl, { jwt }, 'GET', '/newsletter/me');
    expect(own.json.data).toEqual({
      subscribed: false,
      awaitingConfirmation: false,
      interests: { categories: [category.documentId], events: false, news: false },
    });
    expect(await bodyText(page)).not.toContain('Er is iets fout gegaan');
  });
});
