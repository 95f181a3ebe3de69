/** Lightbox image item (specification §3). */
export type LightboxImage = { src: string; title?: string; alt?: string };

/** What callers may pass: one string, or a list of strings and `{ src, title?, alt? }` objects. */
export type LightboxImageInput = string | LightboxImage;
export type LightboxImagesInput = LightboxImageInput | readonly LightboxImageInput[];

const optionalText = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** One entry as an item, or null when it is invalid (spec §5: a string, or an object with a string src). */
export function toLightboxImage(entry: unknown): LightboxImage | null {
  if (typeof entry === 'string') return { src: entry };
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return null;
  const { src, title, alt } = entry as Record<string, unknown>;
  if (typeof src !== 'string') return null;
  const image: LightboxImage = { src };
  const titleText = optionalText(title);
  const altText = optionalText(alt);
  if (titleText !== undefined) image.title = titleText;
  if (altText !== undefined) image.alt = altText;
  return image;
}

/** The valid items of a list; a single string counts as a list of one; anything else is empty. */
export function normalizeImages(input: unknown): LightboxImage[] {
  if (typeof input === 'string') return [{ src: input }];
  if (!Array.isArray(input)) return [];
  return input.map(toLightboxImage).filter((image): image is LightboxImage => image !== null);
}

/** The text for the image's alt attribute: its alt, else its title, else empty (decorative). */
export const altText = (image: LightboxImage): string => image.alt ?? image.title ?? '';
