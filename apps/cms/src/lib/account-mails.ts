import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { queueMail } from './mail-outbox/outbox';

/**
 * users-permissions sends its own mails (the confirmation link on register, the reset link) straight
 * to the email provider: a mail server away at that moment lost them, logged and never tried again,
 * the one gap decision 046's outbox had left. Code run inside `accountMails` has those mails written
 * to the outbox instead, which sends them within a moment and tries a failed one again. It also keeps
 * the SMTP round trip out of the answer (issue 15, medium 6: it made a known address 150 ms slower).
 */
const queueing = new AsyncLocalStorage<boolean>();

export function accountMails<T>(work: () => Promise<T>): Promise<T> {
  return queueing.run(true, work);
}

type SendOptions = { to?: unknown; subject?: unknown; html?: unknown; text?: unknown; headers?: Record<string, string> };
type Provider = { send: (options: SendOptions & Record<string, unknown>) => Promise<unknown> };

/**
 * Whether a provider call is one of users-permissions' own mails to queue. The outbox's sender calls
 * the provider too, always with its Message-ID: that one is sent, or a mail would queue itself.
 */
export const queuesMail = (inAccountMails: boolean, options: SendOptions) =>
  inAccountMails && typeof options.to === 'string' && !options.headers?.['Message-ID'];

/**
 * Wraps the email plugin's provider once, at bootstrap (after the email plugin set it up). The sender
 * (From, Reply-To) of users-permissions' templates is the plugin's default (bootstrap/users-permissions),
 * which is also what the outbox sends with.
 */
export function queueAccountMails(strapi: Core.Strapi): void {
  const plugin = strapi.plugin('email') as unknown as { provider?: Provider };
  const provider = plugin.provider;
  if (!provider) return;
  const send = provider.send.bind(provider);
  provider.send = async (options) => {
    if (!queuesMail(Boolean(queueing.getStore()), options)) return send(options);
    const mail = { subject: String(options.subject ?? ''), html: String(options.html ?? ''), text: String(options.text ?? '') };
    // On the next turn, as the provider's send was before: register's answer waits for none of it
    // (decision 017's equal timings). Outside the marked context: the commit's poke starts the sender,
    // whose own sends must go out. A failed write is logged, not thrown: the visitor has been answered
    // and can ask for the link again ("Stuur de bevestiging opnieuw", "Wachtwoord vergeten").
    queueing.exit(() =>
      setImmediate(() => {
        queueMail(strapi, { key: `account-mail:${randomUUID()}`, to: String(options.to), mail }).catch((error: unknown) => {
          strapi.log.error(
            `Mail to ${String(options.to)} ("${mail.subject}") could not be queued: ${error instanceof Error ? error.message : String(error)}`,
          );
        });
      }),
    );
    return undefined;
  };
}
