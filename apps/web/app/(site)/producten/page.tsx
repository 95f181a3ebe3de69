import type { Metadata } from 'next';
import { seoMetadata } from '@/lib/seo/metadata';
import { getProducts } from '@/lib/cms';
import { formatPrice } from '@/lib/format';
import { CARD_IMAGE_SIZES, CmsImage } from '@/components/content/CmsImage';
import { RichText } from '@/components/content/RichText';

export const metadata: Metadata = seoMetadata({
  title: 'Producten en diensten',
  description: 'Producten en diensten van onze partners.',
  path: '/producten',
});

export default async function ProductsPage() {
  const products = await getProducts();
  return (
    <>
      <h1>Producten en diensten</h1>
      <div className="grid">
        {products.map((product) => (
          <article key={product.documentId} className="card" data-testid="product-card">
            {product.image ? <CmsImage image={product.image} alt={product.image.alternativeText ?? ''} sizes={CARD_IMAGE_SIZES} /> : null}
            <h2>{product.name}</h2>
            <p className="meta">
              <span>{formatPrice(product.price)}</span>
              {product.partner ? <span>Door {product.partner.name}</span> : null}
            </p>
            {product.summary ? <p>{product.summary}</p> : null}
            <RichText content={product.description} />
          </article>
        ))}
      </div>
    </>
  );
}
