import { connection } from 'next/server';
import Page from '../page';

export const metadata = { title: 'Vacatures', description: 'De ondergrens, voor elk verzoek opnieuw getekend.' };

/**
 * The floor's page rendered for every request (`connection()` makes it dynamic): what one render costs
 * Next itself, with no data to fetch. Its cached ÷ rendered is the framework's own ratio, beside the
 * site's (issue 14's goal ≤ 10; docs/benchmarks.md, 2026-11-27).
 */
export default async function RenderedPage() {
  await connection();
  return <Page />;
}
