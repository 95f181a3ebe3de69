import { describe, expect, it } from 'vitest';
import { CLICK_SLOP, backdropClickCloses, lockScroll, trappedFocus } from './page';

describe('backdrop click (spec §4)', () => {
  const click = {
    closeOnBackdrop: true,
    pressedOnBackdrop: true,
    clickedOnBackdrop: true,
    pressedAt: { x: 10, y: 10 },
    clickedAt: { x: 12, y: 11 },
  };

  it('closes by default', () => {
    expect(backdropClickCloses(click)).toBe(true);
  });

  it('does not close when the option is off', () => {
    expect(backdropClickCloses({ ...click, closeOnBackdrop: false })).toBe(false);
  });

  it('does not close for a press or click on the image or the controls', () => {
    expect(backdropClickCloses({ ...click, pressedOnBackdrop: false })).toBe(false);
    expect(backdropClickCloses({ ...click, clickedOnBackdrop: false })).toBe(false);
  });

  it('does not close at the end of a drag', () => {
    expect(backdropClickCloses({ ...click, clickedAt: { x: 10 + CLICK_SLOP, y: 10 } })).toBe(true);
    expect(backdropClickCloses({ ...click, clickedAt: { x: 10 + CLICK_SLOP + 1, y: 10 } })).toBe(false);
  });
});

describe('focus trap', () => {
  const [close, prev, next, zoom] = ['close', 'prev', 'next', 'zoom'];
  const focusable = [close, prev, next, zoom];

  it('wraps Tab from the last element to the first, and Shift+Tab from the first to the last', () => {
    expect(trappedFocus(focusable, zoom, false)).toBe(close);
    expect(trappedFocus(focusable, close, true)).toBe(zoom);
  });

  it('lets the browser move the focus within the lightbox', () => {
    expect(trappedFocus(focusable, prev, false)).toBeNull();
    expect(trappedFocus(focusable, next, true)).toBeNull();
  });

  it('brings a focus that is outside back in', () => {
    expect(trappedFocus(focusable, 'page', false)).toBe(close);
    expect(trappedFocus(focusable, null, true)).toBe(zoom);
  });

  it('does nothing without focusable elements', () => {
    expect(trappedFocus([], null, false)).toBeNull();
  });
});

describe('scroll lock (spec §4)', () => {
  it('hides the overflow while open and restores what was there', () => {
    const root = { style: { overflow: 'auto' } };
    const unlock = lockScroll(root);
    expect(root.style.overflow).toBe('hidden');
    unlock();
    expect(root.style.overflow).toBe('auto');
  });
});
