import type { NextRequest } from 'next/server';
import { cmsNoteAlertClick } from '@/lib/cms/job-alerts';
import { redirectResponse } from '@/lib/http/route';
import { visitorIp } from '@/lib/security/ip';

/** Only a vacancy's own address: this is no open redirect. */
const VACANCY_PATH = /^\/jobs\/vacature\/[a-z0-9]{1,64}\/[a-z0-9-]{1,200}$/;
const ALERT_TOKEN = /^[A-Za-z0-9_-]{32}$/;

/**
 * /vacature-alert/bekijk?token=…&naar=/jobs/vacature/…: a vacancy link in a guest alert's mail. Notes the
 * click (the alert's year without one starts again, decision 032), then sends the visitor on. A mail
 * scanner that opens links counts as a click too: it keeps an alert, it never loses one.
 */
export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams;
  const target = params.get('naar') ?? '';
  const token = params.get('token') ?? '';
  if (ALERT_TOKEN.test(token)) await cmsNoteAlertClick(token, visitorIp(request.headers));
  return redirectResponse(VACANCY_PATH.test(target) ? target : '/jobs');
}
