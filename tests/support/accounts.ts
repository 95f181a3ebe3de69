import { inject } from 'vitest';
import { visitorAddress } from './browser';
import { linkFromMail, waitForMail } from './mail';
import { BOT_CHECK_HEADER, botCheckHeaders } from './bot-check';

let accountCount = 0;

/** A fresh address per test, so tests never share an account or a rate-limit bucket. */
export function uniqueEmail(label: string): string {
  accountCount += 1;
  return `${label}-${process.pid}-${Date.now().toString(36)}-${accountCount}@example.test`;
}

/**
 * Calls one of the site's own API routes the way its pages do: JSON, same Origin (the CSRF check
 * wants it), and an X-Forwarded-For of its own like every test visitor.
 */
export async function siteApi(
  path: string,
  {
    method = 'POST',
    body,
    cookie,
    origin,
    address = visitorAddress(),
    botCheck,
  }: { method?: string; body?: unknown; cookie?: string; origin?: string; address?: string; botCheck?: string | null } = {},
) {
  const { webUrl } = inject('stack');
  // A solved bot check on the routes that need one, as the site's forms send it; `botCheck` overrides (null: none).
  const check =
    botCheck === undefined ? await botCheckHeaders(method, path, { site: true }) : botCheck ? { [BOT_CHECK_HEADER]: botCheck } : {};
  const response = await fetch(`${webUrl}${path}`, {
    method,
    redirect: 'manual',
    headers: {
      'content-type': 'application/json',
      origin: origin ?? webUrl,
      'x-forwarded-for': address,
      ...(cookie ? { cookie } : {}),
      ...check,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = response.headers.get('content-type')?.includes('json') ? await response.json() : null;
  const sessionCookie = response.headers.getSetCookie().find((line) => line.startsWith('vs_token='));
  return { status: response.status, json, sessionCookie: sessionCookie?.split(';')[0] };
}

/** Registers through the site and follows the real confirmation mail; returns the login details. */
export async function createConfirmedAccount(
  label: string,
  password = 'Geheim-wachtwoord-1',
  /** A visitor as a screenshot shows them: the same long address and name every run. */
  who: { email?: string; firstName?: string; lastName?: string } = {},
) {
  const { mailApi } = inject('stack');
  const { email = uniqueEmail(label), firstName = 'Test', lastName = label } = who;
  const registered = await siteApi('/api/auth/register', {
    body: { firstName, lastName, email, password, passwordConfirmation: password },
  });
  if (registered.status !== 200) throw new Error(`register answered ${registered.status}: ${JSON.stringify(registered.json)}`);
  const mail = await waitForMail({ mailApi, to: email, subjectIncludes: 'Bevestig je e-mailadres' });
  const confirmation = new URL(linkFromMail(mail, '/email-valideren')).searchParams.get('confirmation');
  const confirmed = await siteApi('/api/auth/email-confirmation', { body: { confirmation } });
  if (confirmed.status !== 200) throw new Error(`confirmation answered ${confirmed.status}: ${JSON.stringify(confirmed.json)}`);
  return { email, password, firstName, lastName };
}

/** Signs in through the site's route and returns the `vs_token=…` cookie pair. */
export async function signIn(email: string, password: string, address?: string): Promise<string> {
  const login = await siteApi('/api/auth/login', { body: { email, password }, address });
  if (login.status !== 200 || !login.sessionCookie) throw new Error(`login answered ${login.status}: ${JSON.stringify(login.json)}`);
  return login.sessionCookie;
}
