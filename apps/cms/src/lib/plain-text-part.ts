import type { Core } from '@strapi/strapi';
import { convert } from 'html-to-text';

/**
 * Every mail gets a real plain-text part (issue 35): users-permissions sends its templates (confirmation,
 * reset) with the same HTML string as `html` and as `text`, so mail clients that show text saw `<p>Hallo,</p>`.
 * A mail whose text part is missing or still holds markup gets one made from its HTML by html-to-text
 * (links spelled out after their label); our own mails, which write their text part, pass unchanged.
 */
const MARKUP = /<\/?(?:p|a|br|strong|em|ul|li|div|span|table)\b/i;

export function plainTextOf(html: string): string {
  return convert(html, {
    wordwrap: 78,
    selectors: [
      { selector: 'a', options: { hideLinkHrefIfSameAsText: true, linkBrackets: false } },
      { selector: 'img', format: 'skip' },
    ],
  });
}

export function needsPlainText(mail: { html?: unknown; text?: unknown }): boolean {
  if (typeof mail.html !== 'string' || !mail.html) return false;
  return typeof mail.text !== 'string' || !mail.text.trim() || mail.text === mail.html || MARKUP.test(mail.text);
}

type Provider = { send: (options: Record<string, unknown>) => Promise<unknown> };

/** Wraps the email plugin's provider once, at bootstrap. */
export function ensurePlainTextParts(strapi: Core.Strapi): void {
  const plugin = strapi.plugin('email') as unknown as { provider?: Provider };
  const provider = plugin.provider;
  if (!provider) return;
  const send = provider.send.bind(provider);
  provider.send = (options) => send(needsPlainText(options) ? { ...options, text: plainTextOf(String(options.html)) } : options);
}
