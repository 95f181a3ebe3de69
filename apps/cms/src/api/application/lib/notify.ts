import type { Core } from '@strapi/strapi';
import type { Mail } from '../../../lib/mail';

/** Hands one applicant mail to the email plugin; true when the provider took it. A failure is logged, never thrown at the poster. */
export async function mailApplicant(strapi: Core.Strapi, to: string | null | undefined, mail: Mail, what: string): Promise<boolean> {
  if (!to) return false;
  try {
    await strapi
      .plugin('email')
      .service('email')
      .send({ to, ...mail });
    return true;
  } catch (error) {
    strapi.log.error(`Application mail (${what}) failed: ${error instanceof Error ? error.message : error}`);
    return false;
  }
}
