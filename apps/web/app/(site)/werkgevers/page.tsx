import type { Metadata } from 'next';
import { Link } from '@/components/layout/Link';
import { EmployerList } from '@/features/employers/components/EmployerList';
import { getEmployers } from '@/lib/cms';
import { seoMetadata } from '@/lib/seo/metadata';
import { hasProjectApis } from '@/lib/cms/config';
import { EMPLOYERS_PATH } from '@/lib/urls';

export const metadata: Metadata = seoMetadata({
  title: 'Werkgevers',
  description: 'Alle werkgevers met openstaande vacatures: wie ze zijn, waar ze zitten en wat ze zoeken.',
  path: EMPLOYERS_PATH,
});

/** /werkgevers: every employer with open vacancies, by name, with how many (issue 16). */
export default async function EmployersPage() {
  const employers = await getEmployers();
  return (
    <>
      <h1>Werkgevers</h1>
      <p className="prose">
        Deze organisaties zoeken nu mensen. Bekijk wie ze zijn en welke vacatures ze hebben.
        {/* Posting a vacancy is this project's own CMS route (my jobs): not on Strapi 3 or 4 (decision 053). */}
        {hasProjectApis() ? (
          <>
            {' '}
            <Link href="/voor-werkgevers">Zelf een vacature plaatsen?</Link>
          </>
        ) : null}
      </p>
      <EmployerList employers={employers} />
    </>
  );
}
