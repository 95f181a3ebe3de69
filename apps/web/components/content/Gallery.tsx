import type { Media } from '@/lib/cms';
import { mediaUrl } from '@/lib/urls';

export function Gallery({ images, title }: { images: Media[]; title?: string | null }) {
  if (!images?.length) return null;
  return (
    <section className="section" aria-label={title ?? 'Fotogalerij'}>
      {title ? <h2>{title}</h2> : null}
      <ul className="gallery list-plain" data-gallery>
        {images.map((image) => (
          <li key={image.id}>
            <a href={mediaUrl(image)}>
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
    </section>
  );
}
