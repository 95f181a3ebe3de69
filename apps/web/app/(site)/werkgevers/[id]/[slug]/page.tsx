import type { Metadata } from 'next';
import { EmployerProfile, employerMetadata } from '@/features/employers/components/EmployerProfile';

/** Nothing is rendered at build time (no CMS then); each profile is cached on its first visit. */
export const generateStaticParams = async () => [];

type Props = { params: Promise<{ id: string; slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return employerMetadata(await params);
}

/** /werkgevers/{id}/{slug}: an employer's profile with the first page of its vacancies; /pagina/{n} for the others. */
export default async function EmployerPage({ params }: Props) {
  return <EmployerProfile params={await params} page={1} />;
}
