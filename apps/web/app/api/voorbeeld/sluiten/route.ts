import { draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import type { NextRequest } from 'next/server';
import { safeReturnPath } from '@/lib/routing/return-path';

/** GET ?terug=/pad — "Voorbeeld sluiten": draft mode off, back to the same page as a visitor sees it (decision 013). */
export async function GET(request: NextRequest) {
  (await draftMode()).disable();
  redirect(safeReturnPath(request.nextUrl.searchParams.get('terug'), '/'));
}
