import { AsyncLocalStorage } from 'node:async_hooks';
import type { Core } from '@strapi/strapi';

/**
 * Mails that must not hold up the answer (issue 15, medium 6): an SMTP round trip inside
 * forgot-password or register made a known address 150 ms slower than an unknown one. Code run
 * inside `mailAfterAnswer` hands its mails to the provider on the next turn of the event loop
 * instead; a failed send is logged with its recipient (the reset link can be asked for again,
 * an admin can find the user), never thrown at a visitor who has already been answered.
 */
const deferring = new AsyncLocalStorage<boolean>();

export function mailAfterAnswer<T>(work: () => Promise<T>): Promise<T> {
  return deferring.run(true, work);
}

type Provider = { send: (options: Record<string, unknown>) => Promise<unknown> };

/** Wraps the email plugin's provider once, at bootstrap (after the email plugin set it up). */
export function deferMailsWhenAsked(strapi: Core.Strapi): void {
  const plugin = strapi.plugin('email') as unknown as { provider?: Provider };
  const provider = plugin.provider;
  if (!provider) return;
  const send = provider.send.bind(provider);
  provider.send = async (options) => {
    if (!deferring.getStore()) return send(options);
    setImmediate(() => {
      deferring
        .exit(() => send(options))
        .catch((error: unknown) => {
          strapi.log.error(
            `Mail to ${String(options.to)} ("${String(options.subject)}") failed after the answer: ${error instanceof Error ? error.message : String(error)}`,
          );
        });
    });
    return undefined;
  };
}
