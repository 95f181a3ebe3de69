import { getImageProps } from 'next/image';
import { preload } from 'react-dom';
import type { Media } from '@/lib/cms';
import { isOptimizable } from '@/lib/images/origins';
import { mediaUrl } from '@/lib/urls';

/** An image as wide as a `.grid` card (columns of at least 260px in the 1120px container). */
export const CARD_IMAGE_SIZES = '(max-width: 600px) 100vw, (max-width: 1120px) 50vw, 280px';

type CmsImageProps = {
  image: Media;
  alt: string;
  className?: string;
  /** The page's largest image above the fold (its LCP): loaded first instead of lazily. */
  priority?: boolean;
} & (
  | { /** How wide it is shown, as for `<img sizes>`: the optimizer's widths are picked from it. */ sizes: string; height?: never }
  | { /** Shown at this CSS height (logos); the width follows the image's aspect ratio. */ height: number; sizes?: never }
);

/**
 * A CMS image through Next's image optimizer (decision 014): resized to the widths `sizes` asks for,
 * WebP when the browser takes it, width/height from Strapi's media fields so nothing
 * shifts, lazy unless it is the page's `priority` image. `getImageProps` rather than `<Image>`: the
 * same markup without shipping the image component's JavaScript. SVGs, images without dimensions
 * and origins the optimizer may not fetch are shown as they are.
 */
export function CmsImage({ image, alt, className, priority = false, sizes, height }: CmsImageProps) {
  const src = mediaUrl(image);
  const loading = priority ? 'eager' : 'lazy';
  if (!image.width || !image.height || image.mime === 'image/svg+xml' || !isOptimizable(src)) {
    return (
      <img
        src={src}
        alt={alt}
        className={className}
        width={image.width ?? undefined}
        height={image.height ?? undefined}
        loading={loading}
        decoding="async"
      />
    );
  }
  const size = height
    ? { width: Math.round((height * image.width) / image.height), height }
    : { width: image.width, height: image.height, sizes };
  const { props } = getImageProps({ src, alt, className, ...size, loading, fetchPriority: priority ? 'high' : undefined });
  if (priority) preload(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: 'high' });
  return <img {...props} />;
}
