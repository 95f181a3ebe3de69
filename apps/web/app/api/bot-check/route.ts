import { NextResponse, type NextRequest } from 'next/server';
import { cmsBotCheckChallenge } from '@/lib/cms/bot-check';
import { hasProjectApis } from '@/lib/cms/config';
import { isCmsError } from '@/lib/cms/errors';
import { visitorIp } from '@/lib/security/ip';

const failure = (status: number, code: string, message: string) =>
  NextResponse.json({ error: { code, message } }, { status, headers: { 'cache-control': 'no-store' } });

/** GET → a proof-of-work challenge for the browser (lib/bot-check/client.ts), from the CMS. */
export async function GET(request: NextRequest) {
  // Strapi 3 and 4 have no bot check: forms post without a solution, which they do not ask for (decision 053).
  if (!hasProjectApis()) return failure(404, 'not-available', 'Deze site gebruikt geen beveiligingscontrole.');
  try {
    return NextResponse.json(await cmsBotCheckChallenge(visitorIp(request.headers)), { headers: { 'cache-control': 'no-store' } });
  } catch (error) {
    // The CMS's limit per visitor address (issue 34).
    if (isCmsError(error) && error.status === 429)
      return failure(429, 'too-many-requests', 'Te veel beveiligingscontroles vanaf jouw adres. Wacht even en probeer het dan opnieuw.');
    return failure(
      503,
      'network-request-failed',
      'De beveiligingscontrole is tijdelijk niet beschikbaar. Probeer het over een paar minuten opnieuw.',
    );
  }
}
