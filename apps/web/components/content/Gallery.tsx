import { GalleryLightbox } from '@/components/lightbox/GalleryLightbox';
import type { LightboxOptions } from '@/components/lightbox/Lightbox';
import type { Media } from '@/lib/cms';
import type { LightboxImage } from '@/lib/lightbox';
import { mediaUrl } from '@/lib/urls';

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
              <a href={mediaUrl(image)} data-lightbox-index={index} aria-label={image.alternativeText ? undefined : `Foto ${index + 1} vergroten`}>
                <img
                  src={mediaUrl(image)}
                  alt={image.alternativeText ?? ''}
                  width={image.width ?? undefined}
                  height={image.height ?? undefined}
                  loading="lazy"
                  decoding="async"
                />
              </a>
            </li>
          ))}
        </ul>
      </GalleryLightbox>
    </section>
  );
}
