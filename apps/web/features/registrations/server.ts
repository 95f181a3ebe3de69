import 'server-only';
import { cmsFetchAsVisitor } from '@/lib/session/session';
import { cmsMyRegistrations, type Registration } from '@/lib/cms/registrations';

/** The signed-in visitor's registrations that are not cancelled, soonest event first. */
export function getMyRegistrations(options: { event?: string } = {}): Promise<Registration[]> {
  return cmsMyRegistrations(cmsFetchAsVisitor, options);
}
