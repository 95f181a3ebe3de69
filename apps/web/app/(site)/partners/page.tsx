import type { Metadata } from 'next';
import { seoMetadata } from '@/lib/seo/metadata';
import { getPartners } from '@/lib/cms';
import { CmsImage } from '@/components/content/CmsImage';
import { webHref } from '@/lib/external-links';

export const metadata: Metadata = seoMetadata({
  title: 'Partners',
  description: 'De organisaties waarmee we samenwerken.',
  path: '/partners',
});

export default async function PartnersPage() {
  const partners = await getPartners();
  return (
    <>
      <h1>Partners</h1>
      <p className="prose">Deze werkgevers en organisaties werken met ons samen.</p>
      <div className="grid">
        {partners.map((partner) => (
          <article key={partner.documentId} className="card" data-testid="partner-card">
            {partner.logo ? <CmsImage image={partner.logo} alt="" height={48} /> : null}
            <h2>{partner.name}</h2>
            {partner.description ? <p>{partner.description}</p> : null}
            {webHref(partner.website) ? (
              <a href={webHref(partner.website)!} rel="noopener">
                Website van {partner.name}
              </a>
            ) : null}
          </article>
        ))}
      </div>
    </>
  );
}
