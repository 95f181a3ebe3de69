import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { Link } from '@/components/layout/Link';
import { signInPath } from '@/lib/urls';
import { ApplicationList, PostedList, SavedList } from '@/features/jobs/components/MyJobsLists';
import { VacancyForm } from '@/features/jobs/components/VacancyForm';
import { cmsFetchAsVisitor, getCurrentUser } from '@/lib/session/session';
import { organisationsApi } from '@/lib/cms/organisations';
import { getCategoryOptions, getPlaceOptions } from '@/lib/cms';
import { vacancyFormValues } from '@/features/jobs/schemas';
import { myJobs } from '@/features/jobs/visitor';
import { stringParam, withQuery, type SearchParams } from '@/lib/search-params';

export const metadata: Metadata = { title: 'Mijn vacatures', robots: { index: false } };

const TABS = [
  { key: 'geplaatst', label: 'Geplaatste vacatures' },
  { key: 'bewaard', label: 'Bewaarde vacatures' },
  { key: 'sollicitaties', label: 'Mijn sollicitaties' },
  { key: 'plaatsen', label: 'Vacature plaatsen' },
] as const;
type Tab = (typeof TABS)[number]['key'];

const tabPath = (tab: Tab) => withQuery('/jobs/mijn', { tab: tab === 'geplaatst' ? undefined : tab });

async function TabContent({ tab }: { tab: Tab }) {
  const api = myJobs();
  switch (tab) {
    case 'bewaard':
      return <SavedList items={await api.savedVacancies()} />;
    case 'sollicitaties':
      return (
        <>
          <p>
            Heb je een WW-uitkering? <Link href="/jobs/mijn/uwv">Sollicitaties voor het UWV</Link>: je overzicht per 4 weken voor je
            werkmap, als CSV of pdf, met sollicitaties die je elders deed.
          </p>
          <ApplicationList applications={await api.applications()} />
        </>
      );
    case 'plaatsen': {
      const [categories, places, mine] = await Promise.all([
        getCategoryOptions(),
        getPlaceOptions(),
        organisationsApi(cmsFetchAsVisitor).mine(),
      ]);
      // A verified organisation's vacancies go online at once (the CMS's lifecycle rule); say so, not "de redactie bekijkt hem".
      const verified = mine.organisation?.verification === 'verified';
      return (
        <>
          <p>
            {verified
              ? `Vul de vacature in. ${mine.organisation!.name} is geverifieerd: je vacature staat meteen online.`
              : 'Vul de vacature in. De redactie bekijkt hem voordat hij online komt; je ziet de stand van zaken onder Geplaatste vacatures.'}
          </p>
          <VacancyForm
            initial={vacancyFormValues()}
            categories={categories}
            places={places}
            changesNeedReview={!verified}
            organisationName={mine.organisation?.name ?? null}
          />
        </>
      );
    }
    default:
      return (
        <>
          <p>
            <Link className="button" href={tabPath('plaatsen')}>
              Nieuwe vacature plaatsen
            </Link>
          </p>
          <PostedList vacancies={await api.postedVacancies()} />
        </>
      );
  }
}

/** /jobs/mijn: the signed-in visitor's posted vacancies, saved vacancies and applications, one tab at a time. */
export default async function MyJobsPage({ searchParams }: { searchParams: SearchParams }) {
  const requested = stringParam((await searchParams).tab, 20);
  const tab: Tab = TABS.find((item) => item.key === requested)?.key ?? 'geplaatst';
  if (!(await getCurrentUser())) redirect(signInPath(tabPath(tab)));
  const current = TABS.find((item) => item.key === tab)!;

  return (
    <div className="my-jobs">
      <h1>Mijn vacatures</h1>
      <p>
        Plaats je vacatures namens een werkgever? Onder <Link href="/jobs/mijn/organisatie">Organisatie</Link> meld je je organisatie aan,
        nodig je collega’s uit en zie je uitnodigingen.
      </p>
      <nav aria-label="Onderdelen van mijn vacatures">
        <ul className="tabs">
          {TABS.map((item) => (
            <li key={item.key}>
              <Link href={tabPath(item.key)} aria-current={item.key === tab ? 'page' : undefined} className="tabs__link">
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="tab-kop" data-testid={`tab-${tab}`}>
        <h2 id="tab-kop">{current.label}</h2>
        <TabContent tab={tab} />
      </section>
    </div>
  );
}
