import { GalleryLightbox } from '@/components/lightbox/GalleryLightbox';
import type { LightboxOptions } from '@/components/lightbox/Lightbox';
import type { Media } from '@/lib/cms';
import type { LightboxImage } from '@/components/lightbox';
import { mediaUrl } from '@/lib/urls';
import { CmsImage } from './CmsImage';

/** `.gallery`: columns of at least 160px; one column below ~370px, two to five up to 860px, then ≤ 240px. */
const THUMBNAIL_SIZES = '(max-width: 400px) 100vw, (max-width: 860px) 50vw, 240px';

/** A media item as a lightbox image: its caption is the title, its alternative text the alt. */
function lightboxImage(image: Media): LightboxImage {
  const item: LightboxImage = { src: mediaUrl(image) };
  if (image.caption) item.title = image.caption;
  if (image.alternativeText) item.alt = image.alternativeText;
  return item;
}

/**
 * Thumbnails linking to the full images (works without JavaScript); with JavaScript a click opens
 * them in the lightbox. `lightbox` sets the page's options (defaults: no loop, backdrop closes, scroll locked).
 */
export function Gallery({ images, title, lightbox }: { images: Media[]; title?: string | null; lightbox?: LightboxOptions }) {
  if (!images?.length) return null;
  return (
    <section className="section" aria-label={title ?? 'Fotogalerij'}>
      {title ? <h2>{title}</h2> : null}
      <GalleryLightbox images={images.map(lightboxImage)} options={lightbox}>
        <ul className="gallery list-plain" data-gallery>
          {images.map((image, index) => (
            <li key={`${image.id}-${index}`}>
              <a
                href={mediaUrl(image)}
                data-lightbox-index={index}
                aria-label={image.alternativeText ? undefined : `Foto ${index + 1} vergroten`}
              >
                <CmsImage image={image} alt={image.alternativeText ?? ''} sizes={THUMBNAIL_SIZES} />
              </a>
            </li>
          ))}
        </ul>
      </GalleryLightbox>
    </section>
  );
}
