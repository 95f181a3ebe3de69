import type { Core } from '@strapi/strapi';
import type { Mail } from './mail';

/**
 * Hands one mail to the email plugin; true when the provider took it. A failure is logged with `what`
 * and never thrown: what the caller did (an answer given, a delivery recorded) stands. For mails sent
 * from background work and after answers (job alerts, guest alerts, applicants).
 */
export async function sendMailLogged(
  strapi: Core.Strapi,
  to: string | null | undefined,
  mail: Mail & { headers?: Record<string, string> },
  what: string,
): Promise<boolean> {
  if (!to) return false;
  try {
    await strapi
      .plugin('email')
      .service('email')
      .send({ to, ...mail });
    return true;
  } catch (error) {
    strapi.log.error(`${what}: mail failed: ${error instanceof Error ? error.message : error}`);
    return false;
  }
}
