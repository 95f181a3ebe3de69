import type { Metadata } from 'next';
import { EmployerProfile, employerMetadata } from '@/features/employers/components/EmployerProfile';
import { pageFromParams } from '@/lib/routing/list-paths';

/** Nothing is rendered at build time (no CMS then); each page is cached on its first visit. */
export const generateStaticParams = async () => [];

type Props = { params: Promise<{ id: string; slug: string; page: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return employerMetadata(await params);
}

/** /werkgevers/{id}/{slug}/pagina/{n}: page 2 and on of an employer's vacancies (decision 021). */
export default async function EmployerPagedPage({ params }: Props) {
  return <EmployerProfile params={await params} page={await pageFromParams(params)} />;
}
