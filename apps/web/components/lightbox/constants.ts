/**
 * The lightbox's numbers (specification §9). Scales are relative to the image fitted into the
 * viewer (1 = fits); the natural-size scale is the scale at which one image pixel is one CSS pixel.
 */

/** One press of Inzoomen/Uitzoomen, and one accepted wheel step. */
export const ZOOM_STEP = 0.12;
/** Smallest scale, whatever the image. */
export const MIN_ZOOM = 0.1;
/** Largest scale, as a multiple of the natural-size scale. */
export const MAX_ZOOM_FACTOR = 3;
/** A zoom that ends this close to 1 or to the natural-size scale lands exactly on it. */
export const ZOOM_SNAP = 0.05;
/** Pinch zoom stays between these multiples of the natural-size scale. */
export const PINCH_MIN_FACTOR = 0.5;
export const PINCH_MAX_FACTOR = 1.5;
/** A wheel event within this many milliseconds of the last accepted one is ignored. */
export const WHEEL_THROTTLE_MS = 80;
/** A swipe must move more than this many pixels horizontally (and more than vertically). */
export const SWIPE_TOLERANCE = 50;
/** Rotation buttons turn by this many degrees; the reported angle is 0–359. */
export const ROTATE_STEP = 90;
/** Where requestAnimationFrame is missing, pointer moves are coalesced on this interval. */
export const FRAME_FALLBACK_MS = 16;
