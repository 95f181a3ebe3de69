import { cmsFetch } from './client';
import { type VisitorContext, visitorOptions } from './auth';
import { isCmsError } from './errors';

/**
 * The CMS half of the newsletter (docs/decisions/008). Subscribe, confirm and unsubscribe are public
 * (the mailed token is the authorisation); the own-subscription calls act on the visitor behind the jwt.
 */

export type NewsletterInterests = { categories: string[]; events: boolean; news: boolean };
export type OwnSubscription = { subscribed: boolean; awaitingConfirmation: boolean; interests: NewsletterInterests };

export function cmsSubscribeToNewsletter(body: { email: string; interests: NewsletterInterests }, context: VisitorContext) {
  return cmsFetch('/newsletter/subscribe', visitorOptions(context, { method: 'POST', body, token: null }));
}

/** false when the CMS does not know the link (unknown, used or expired). */
async function linkCall(path: string, body: Record<string, string>, context: VisitorContext): Promise<boolean> {
  try {
    await cmsFetch(path, visitorOptions(context, { method: 'POST', body, token: null }));
    return true;
  } catch (error) {
    if (isCmsError(error) && error.status === 404) return false;
    throw error;
  }
}

export const cmsConfirmNewsletter = (token: string, context: VisitorContext) => linkCall('/newsletter/confirm', { token }, context);

export const cmsUnsubscribeFromNewsletter = (subscriber: string, token: string, context: VisitorContext) =>
  linkCall('/newsletter/unsubscribe', { subscriber, token }, context);

export async function cmsOwnSubscription(context: VisitorContext): Promise<OwnSubscription> {
  return (await cmsFetch<{ data: OwnSubscription }>('/newsletter/me', visitorOptions(context))).data;
}

export async function cmsUpdateOwnSubscription(
  body: { subscribed: boolean; interests: NewsletterInterests },
  context: VisitorContext,
): Promise<OwnSubscription> {
  return (await cmsFetch<{ data: OwnSubscription }>('/newsletter/me', visitorOptions(context, { method: 'PUT', body }))).data;
}
