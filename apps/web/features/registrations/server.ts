import 'server-only';
import { cmsFetchAsVisitor } from '@/features/account/session';
import type { Registration } from '@/lib/cms/registrations';

/**
 * The signed-in visitor's registrations that are not cancelled, soonest event first (GET
 * /api/registrations on the CMS, which only ever answers with the caller's own). `event` narrows
 * the list to one event, for the event page.
 */
export async function getMyRegistrations(options: { event?: string } = {}): Promise<Registration[]> {
  const params = options.event ? { event: options.event } : undefined;
  const answer = await cmsFetchAsVisitor<{ data?: Registration[] } | null>('/registrations', { params, cache: 'no-store' });
  return Array.isArray(answer?.data) ? answer.data : [];
}
