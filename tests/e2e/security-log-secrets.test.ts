import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { createConfirmedAccount, siteApi } from '../support/accounts';
import { cmsAs, signedInActor, type Actor } from '../support/actors';
import { botCheckHeaders } from '../support/bot-check';
import { linkFromMail, waitForMail } from '../support/mail';
import { subscribe } from '../support/newsletter';

/**
 * Issue 48: no secret a link carries reaches a log line, on the site, the CMS or (in the cluster pass) nginx.
 * Each flow that mails a token runs as people use it: the mailed link opened on the site, then the site's or
 * the CMS's route that takes it. Then every log of the stack is searched for each token.
 */
const { webUrl, cmsUrl, mailApi, logDir, nginxAccessLog } = inject('stack');
const run = Date.now().toString(36);
const PASSWORD = 'Geheim-wachtwoord-1';

/** Every line the stack's processes and nginx wrote so far. */
function allLogText(): string {
  const files = readdirSync(logDir)
    .filter((name) => name.endsWith('.log'))
    .map((name) => path.join(logDir, name));
  if (nginxAccessLog) files.push(nginxAccessLog);
  return files.map((file) => readFileSync(file, 'utf8')).join('\n');
}

async function openLink(link: string, who?: Actor) {
  const response = await fetch(link, { headers: who ? { cookie: who.cookie } : {}, redirect: 'manual' });
  expect(response.status, link).toBeLessThan(500);
}

const cms = async (who: Actor | null, method: string, route: string, body?: unknown) =>
  cmsAs(cmsUrl, who, method, route, body, await botCheckHeaders(method, route, { site: false }));

describe('secrets in links (issue 48)', () => {
  it('no invitation, reset, confirmation or newsletter token reaches a log line', { timeout: 120_000 }, async () => {
    const tokens: Record<string, string> = {};

    // Confirmation of a new account: the mailed link, then the route the page posts it to.
    const since = new Date();
    const account = await createConfirmedAccount('logsecret');
    const confirmation = await waitForMail({ mailApi, to: account.email, subjectIncludes: 'Bevestig je e-mailadres', since });
    const confirmationLink = linkFromMail(confirmation, '/email-valideren');
    tokens.confirmation = new URL(confirmationLink).searchParams.get('confirmation')!;
    await openLink(confirmationLink);

    // A password reset.
    const resetSince = new Date();
    expect((await siteApi('/api/auth/forgot-password', { body: { email: account.email } })).status).toBe(200);
    const reset = await waitForMail({ mailApi, to: account.email, subjectIncludes: 'wachtwoord', since: resetSince });
    const resetLink = linkFromMail(reset, '/wachtwoord-reset');
    tokens.reset = new URL(resetLink).searchParams.get('code')!;
    await openLink(resetLink);
    const newPassword = 'Nieuw-wachtwoord-4';
    const changed = await siteApi('/api/auth/reset-password', {
      body: { code: tokens.reset, password: newPassword, passwordConfirmation: newPassword },
    });
    expect(changed.status).toBe(200);

    // The newsletter's confirmation.
    const newsletterLink = await subscribe(`logsecret-nieuwsbrief-${run}@example.test`);
    tokens.newsletter = new URL(newsletterLink).searchParams.get('token')!;
    await openLink(newsletterLink);
    expect((await siteApi('/api/nieuwsbrief/bevestigen', { body: { token: tokens.newsletter } })).status).toBe(200);

    // An invitation: its token is in the path, on the site's link and on the CMS's routes.
    const [owner, invitee] = await Promise.all([
      signedInActor('logsecret-eigenaar', PASSWORD),
      signedInActor('logsecret-collega', PASSWORD),
    ]);
    const claimed = await cms(owner, 'POST', '/organisations', {
      data: { name: `Logboek Bouw ${run}`, description: 'Een bouwbedrijf dat zijn logboeken netjes houdt.', website: null },
    });
    expect(claimed.status).toBe(201);
    const organisation = claimed.json.data.documentId as string;
    const inviteSince = new Date();
    expect((await cms(owner, 'POST', `/organisations/${organisation}/invites`, { data: { email: invitee.email } })).status).toBe(201);
    const invitation = await waitForMail({ mailApi, to: invitee.email, subjectIncludes: 'Uitnodiging', since: inviteSince });
    const invitationLink = linkFromMail(invitation, '/uitnodiging/');
    tokens.invitation = decodeURIComponent(new URL(invitationLink).pathname.split('/')[2]);
    await openLink(invitationLink, invitee);
    const accepted = await cms(invitee, 'POST', `/organisation-invites/${encodeURIComponent(tokens.invitation)}/accept`, {});
    expect(accepted.status).toBeLessThan(300);

    for (const [flow, token] of Object.entries(tokens)) expect(token, flow).toMatch(/^[\w-]{16,}$/);
    // The processes write their lines as the answer goes out; give the last ones a moment to reach the files.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const logs = allLogText();
    expect(logs).toContain('/uitnodiging/[token]');
    const leaked = Object.entries(tokens).filter(([, token]) => logs.includes(token));
    expect(leaked.map(([flow]) => flow)).toEqual([]);
    expect(webUrl).toBeTruthy();
  });
});
