import { registerEditorRoutes } from '../../lib/strapi-helpers';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { createNewsletterSender, type NewsletterSender } from './lib/sender';

let sender: NewsletterSender | null = null;

/**
 * The newsletter sender (decision 008) and the admin API behind the "Nieuwsbrief versturen" panel in
 * the Content Manager (src/admin/newsletter): only signed-in editors queue a newsletter or read its counters.
 */
export async function startNewsletterSender(strapi: Core.Strapi): Promise<void> {
  sender = createNewsletterSender(strapi);
  const current = sender;
  registerEditorRoutes(strapi, [
    {
      method: 'POST',
      path: '/newsletter-sending/:documentId/send',
      handler: async (ctx: Context) => {
        const answer = await current.queue(String(ctx.params.documentId));
        if (answer.status === 'not-found') return ctx.notFound('Newsletter not found');
        ctx.status = answer.status === 'queued' ? 202 : 409;
        ctx.body = { data: await current.status(String(ctx.params.documentId)), meta: { status: answer.status } };
      },
    },
    {
      method: 'GET',
      path: '/newsletter-sending/:documentId',
      handler: async (ctx: Context) => {
        const status = await current.status(String(ctx.params.documentId));
        if (!status) return ctx.notFound('Newsletter not found');
        ctx.body = { data: status };
      },
    },
  ]);
  await current.start();
}

/** Lets the mail in flight finish and be marked before the database closes (SIGTERM, restarts). */
export async function stopNewsletterSender(): Promise<void> {
  await sender?.stop();
  sender = null;
}
