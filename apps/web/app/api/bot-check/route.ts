import { NextResponse } from 'next/server';
import { cmsBotCheckChallenge } from '@/lib/cms/bot-check';

/** GET → a proof-of-work challenge for the browser (features/bot-check/client.ts), from the CMS. */
export async function GET() {
  try {
    return NextResponse.json(await cmsBotCheckChallenge(), { headers: { 'cache-control': 'no-store' } });
  } catch {
    return NextResponse.json(
      {
        error: {
          code: 'network-request-failed',
          message: 'De beveiligingscontrole is tijdelijk niet beschikbaar. Probeer het over een paar minuten opnieuw.',
        },
      },
      { status: 503, headers: { 'cache-control': 'no-store' } },
    );
  }
}
