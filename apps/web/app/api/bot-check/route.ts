import { NextResponse, type NextRequest } from 'next/server';
import { cmsBotCheckChallenge } from '@/lib/cms/bot-check';
import { isCmsError } from '@/lib/cms/errors';
import { visitorIp } from '@/lib/security/ip';

const failure = (status: number, code: string, message: string) =>
  NextResponse.json({ error: { code, message } }, { status, headers: { 'cache-control': 'no-store' } });

/** GET → a proof-of-work challenge for the browser (features/bot-check/client.ts), from the CMS. */
export async function GET(request: NextRequest) {
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
