import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newVisitor, openInteractive } from '../support/browser';
import { siteApi, uniqueEmail } from '../support/accounts';
import { cmsAs } from '../support/actors';
import { BOT_CHECK_HEADER, solvedBotCheck } from '../support/bot-check';
import { allMails } from '../support/mail';
import { findSubscriber } from '../support/newsletter';

/**
 * Bot protection without third parties (issue 15, docs/decisions/016): the forms that send mail or
 * create content need a proof-of-work solution, checked by the CMS, each one good for one post.
 */
const { webUrl, cmsUrl, mailApi } = inject('stack');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const BOT_CHECK_MESSAGE = 'We konden niet controleren dat dit formulier door een mens is verstuurd';

async function cmsRegister(email: string, headers: Record<string, string>) {
  const body = { username: email, email, password: 'Geheim-wachtwoord-1' };
  const { status, json } = await cmsAs(cmsUrl, null, 'POST', '/auth/local/register', body, headers);
  return { status, json: json as { error?: { message?: string; details?: { reason?: string } } } };
}

describe('bot check', () => {
  it('refuses a form post without a solution or with a made-up one, in Dutch on the site and with 403 from the CMS, and sends no mail', async () => {
    const email = uniqueEmail('robot');
    const viaSite = await siteApi('/api/nieuwsbrief', { body: { email, interests: { news: true } }, botCheck: null });
    expect(viaSite.status).toBe(403);
    expect(viaSite.json.error).toMatchObject({ code: 'bot-check-failed' });
    expect(viaSite.json.error.message).toContain(BOT_CHECK_MESSAGE);

    const forged = Buffer.from(
      JSON.stringify({ challenge: { parameters: { nonce: 'x' } }, solution: { counter: 1, derivedKey: '00' } }),
    ).toString('base64');
    const attempts: Array<Record<string, string>> = [
      {},
      { [BOT_CHECK_HEADER]: 'niet-base64-{' },
      { [BOT_CHECK_HEADER]: forged },
      { [BOT_CHECK_HEADER]: 'A'.repeat(8_000) },
    ];
    for (const headers of attempts) {
      const direct = await cmsRegister(email, headers);
      expect(direct.status).toBe(403);
      expect(direct.json.error?.message).toBe('bot-check-failed');
    }
    // Forgot password answers alike for every address, but not for a bot.
    expect((await siteApi('/api/auth/forgot-password', { body: { email }, botCheck: null })).status).toBe(403);

    expect(await findSubscriber(email)).toBeFalsy();
    expect((await allMails(mailApi)).filter((mail) => mail.to.some((to) => to.address === email))).toEqual([]);
  });

  it('accepts a solution once: the same solution again is refused, also when two posts race with it', async () => {
    const solution = await solvedBotCheck();
    const first = await cmsRegister(uniqueEmail('eenmalig'), { [BOT_CHECK_HEADER]: solution });
    expect(first.status).toBe(200);
    const replay = await cmsRegister(uniqueEmail('herhaald'), { [BOT_CHECK_HEADER]: solution });
    expect(replay.status).toBe(403);
    expect(replay.json.error?.details?.reason).toBe('used');

    const raced = await solvedBotCheck();
    const answers = await Promise.all([1, 2, 3].map((n) => cmsRegister(uniqueEmail(`race-${n}`), { [BOT_CHECK_HEADER]: raced })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 403, 403]);
  });

  it('passes in the browser without anything to see or click: the newsletter form solves it in the background', async () => {
    const email = uniqueEmail('mens');
    const { page } = await newVisitor(browser, webUrl);
    const sent: Array<string | undefined> = [];
    page.on('request', (request) => {
      if (request.url() === `${webUrl}/api/nieuwsbrief` && request.method() === 'POST') sent.push(request.headers()[BOT_CHECK_HEADER]);
    });
    await openInteractive(page, '/nieuwsbrief');
    expect(await page.locator('iframe, [class*="captcha" i], [class*="altcha" i]').count()).toBe(0);
    await page.getByLabel('E-mailadres').fill(email);
    await page.getByRole('button', { name: 'Aanmelden' }).click();
    await page.getByRole('heading', { name: 'Bijna klaar: bevestig je aanmelding' }).waitFor();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect((await findSubscriber(email))?.state).toBe('pending');
  });
});
