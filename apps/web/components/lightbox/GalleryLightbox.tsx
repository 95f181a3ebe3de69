'use client';

import { lazyPart } from '@/components/lazy-part';
import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import type { LightboxImage } from '.';
import type { LightboxOptions } from './Lightbox';

// Loaded on the first click: pages with a gallery do not pay for the viewer up front.
const Lightbox = lazyPart(() => import('./Lightbox').then((module) => module.default), NoFallback);

function NoFallback() {
  return null;
}

/** Fired on the gallery element when an image fails in the lightbox; `detail` is `{ image, index }`. */
export const LIGHTBOX_ERROR_EVENT = 'lightboxerror';

/**
 * Progressive enhancement for a server-rendered gallery: its links (`a[data-lightbox-index]`) point
 * at the image files and work without JavaScript; once hydrated, a plain click opens the lightbox
 * instead. Clicks with a modifier key (new tab, download) keep the browser's behaviour.
 */
export function GalleryLightbox({
  images,
  options,
  children,
}: {
  images: LightboxImage[];
  options?: LightboxOptions;
  children: ReactNode;
}) {
  const rootRef = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const [openAt, setOpenAt] = useState<number | null>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  // Back on the page: focus returns to the thumbnail that opened the lightbox.
  useEffect(() => {
    if (openAt !== null || !opener.current) return;
    opener.current.focus();
    opener.current = null;
  }, [openAt]);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-lightbox-index]');
    if (!link || !event.currentTarget.contains(link)) return;
    event.preventDefault();
    opener.current = link;
    setOpenAt(Number(link.dataset.lightboxIndex));
  };

  return (
    <div ref={rootRef} className="gallery-lightbox" onClick={onClick} data-lightbox-ready={ready || undefined}>
      {children}
      {openAt !== null ? (
        <Lightbox
          {...options}
          images={images}
          index={openAt}
          onClose={() => setOpenAt(null)}
          onError={(image, index) =>
            rootRef.current?.dispatchEvent(new CustomEvent(LIGHTBOX_ERROR_EVENT, { bubbles: true, detail: { image, index } }))
          }
        />
      ) : null}
    </div>
  );
}
