import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { validationError, valueOrThrow } from '../../../lib/errors';
import { RegistrationError, registrationErrorBody } from '../lib/errors';
import { parseRegistrationRequest } from '../lib/validation';
import { isIdShaped as isDocumentId } from '../../../lib/validation';
import type { default as registrationService, Visitor } from '../services/registration';

const SERVICE = 'api::registration.registration';
type RegistrationService = ReturnType<typeof registrationService>;

/**
 * The signed-in visitor's own registrations (decision 006). Every action acts on `ctx.state.user`
 * only; there are no generic CRUD routes for registrations. Somebody else's registration id answers
 * exactly like an unknown one: 404.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => strapi.service(SERVICE) as RegistrationService;

  /** Runs an action; a RegistrationError becomes its status with `error.details.code`. */
  const action =
    (handler: (ctx: Context, user: Visitor | undefined) => Promise<void>, options: { auth?: boolean } = { auth: true }) =>
    async (ctx: Context) => {
      const user: Visitor | undefined = ctx.state.user;
      if (options.auth && !user) return ctx.unauthorized('Missing authentication');
      try {
        await handler(ctx, user);
      } catch (error) {
        if (!(error instanceof RegistrationError)) throw error;
        ctx.status = error.status;
        ctx.body = registrationErrorBody(error);
      }
    };

  const notFound = () => new RegistrationError('not-found');

  return {
    /** GET /api/registrations[?event=<documentId>] → `{ data: Registration[] }`, not cancelled, soonest first. */
    listOwn: action(async (ctx, user) => {
      const event = ctx.query?.event;
      if (event !== undefined && !isDocumentId(event))
        throw validationError({ ok: false, message: 'event must be a documentId', path: 'event' });
      ctx.body = { data: await service().listOwn(user.id, isDocumentId(event) ? event : undefined) };
    }),

    /** GET /api/registrations/:id → `{ data: Registration }` (any status), 404 when not the caller's. */
    findOwn: action(async (ctx, user) => {
      const found = isDocumentId(ctx.params.id) ? await service().findOwn(user.id, ctx.params.id) : null;
      if (!found) throw notFound();
      ctx.body = { data: found };
    }),

    /** POST /api/registrations `{ event, accountHolder?, iban?, mandate? }` → 201 `{ data: Registration }` (confirmed or waitlisted). */
    register: action(async (ctx, user) => {
      const input = valueOrThrow(parseRegistrationRequest(ctx.request.body));
      ctx.body = { data: await service().register(user, input) };
      ctx.status = 201;
    }),

    /** POST /api/registrations/:id/cancel → `{ data: Registration }` (cancelled); 404 when not the caller's. */
    cancelOwn: action(async (ctx, user) => {
      const cancelled = isDocumentId(ctx.params.id) ? await service().cancel(user, ctx.params.id) : null;
      if (!cancelled) throw notFound();
      ctx.body = { data: cancelled };
    }),

    /** GET /api/events/:id/availability (public) → `{ data: { capacity, taken, placesLeft, waitingList } }`. */
    availability: action(
      async (ctx) => {
        const found = isDocumentId(ctx.params.id) ? await service().availability(ctx.params.id) : null;
        if (!found) throw new RegistrationError('event-not-found');
        ctx.body = { data: found };
      },
      { auth: false },
    ),
  };
};
