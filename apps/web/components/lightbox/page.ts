/**
 * The lightbox's rules about the page around it: backdrop clicks, the focus trap and the scroll
 * lock. Structural types instead of DOM classes, so they run (and are tested) without a browser.
 */
import { distance, type Point } from './state';

/** A click this close to where the press started is a click, not the end of a drag. */
export const CLICK_SLOP = 10;

/**
 * Spec §4: clicking the backdrop closes, unless the option is off. The press must also have started
 * on the backdrop and not have moved, so a drag that ends beside the image never closes it.
 */
export function backdropClickCloses({
  closeOnBackdrop,
  pressedOnBackdrop,
  clickedOnBackdrop,
  pressedAt,
  clickedAt,
}: {
  closeOnBackdrop: boolean;
  pressedOnBackdrop: boolean;
  clickedOnBackdrop: boolean;
  pressedAt: Point;
  clickedAt: Point;
}): boolean {
  return closeOnBackdrop && pressedOnBackdrop && clickedOnBackdrop && distance(pressedAt, clickedAt) <= CLICK_SLOP;
}

/**
 * The focus trap: where Tab (or Shift+Tab) must send the focus instead of the browser, or null to let
 * it move on by itself. Past the last element Tab wraps to the first, and the other way round.
 */
export function trappedFocus<T>(focusable: readonly T[], active: T | null, backwards: boolean): T | null {
  if (!focusable.length) return null;
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  const inside = active !== null && focusable.includes(active);
  if (backwards) return !inside || active === first ? last : null;
  return !inside || active === last ? first : null;
}

/** Spec §4: the page does not scroll while the lightbox is open. Returns the function that undoes it. */
export function lockScroll(root: { style: { overflow: string } }): () => void {
  const previous = root.style.overflow;
  root.style.overflow = 'hidden';
  return () => {
    root.style.overflow = previous;
  };
}
