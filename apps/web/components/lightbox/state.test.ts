import { describe, expect, it } from 'vitest';
import {
  MAX_ZOOM_FACTOR,
  MIN_ZOOM,
  PINCH_MAX_FACTOR,
  PINCH_MIN_FACTOR,
  ROTATE_STEP,
  SWIPE_TOLERANCE,
  WHEEL_THROTTLE_MS,
  ZOOM_SNAP,
  ZOOM_STEP,
} from './constants';
import {
  canNext,
  canPrev,
  canZoomIn,
  canZoomOut,
  clampIndex,
  distance,
  fitButtonShowsNatural,
  fittedSize,
  initialLightboxState,
  keyAction,
  lightboxReducer,
  naturalScaleFor,
  rotation,
  snapScale,
  swipeDirection,
  type LightboxAction,
  type LightboxState,
} from './state';

const BOX = { width: 1000, height: 500 };
const IMAGES = ['/een.jpg', '/twee.jpg', '/drie.jpg'];

const run = (state: LightboxState, ...actions: LightboxAction[]) => actions.reduce(lightboxReducer, state);
const open = (images: unknown = IMAGES, index = 0, loop = false) => run(initialLightboxState, { type: 'open', images, index, loop });
/** An opened, loaded image whose natural-size scale is `naturalScale` in BOX. */
const loaded = (naturalScale = 2, state = open()) =>
  run(state, { type: 'loaded', natural: { width: BOX.width * naturalScale, height: BOX.height * naturalScale }, box: BOX });
const times = (action: LightboxAction, count: number) => Array.from({ length: count }, () => action);

describe("the specification's numbers (§9)", () => {
  it('are what the specification says', () => {
    expect({
      ZOOM_STEP,
      MIN_ZOOM,
      MAX_ZOOM_FACTOR,
      ZOOM_SNAP,
      PINCH_MIN_FACTOR,
      PINCH_MAX_FACTOR,
      WHEEL_THROTTLE_MS,
      SWIPE_TOLERANCE,
      ROTATE_STEP,
    }).toEqual({
      ZOOM_STEP: 0.12,
      MIN_ZOOM: 0.1,
      MAX_ZOOM_FACTOR: 3,
      ZOOM_SNAP: 0.05,
      PINCH_MIN_FACTOR: 0.5,
      PINCH_MAX_FACTOR: 1.5,
      WHEEL_THROTTLE_MS: 80,
      SWIPE_TOLERANCE: 50,
      ROTATE_STEP: 90,
    });
  });
});

describe('opening (spec §4)', () => {
  it('starts hidden, and opens visible and loading at the given image', () => {
    expect(initialLightboxState.visible).toBe(false);
    const state = open(IMAGES, 1);
    expect(state).toMatchObject({ visible: true, index: 1, loading: true, loadError: false, scale: 1, angle: 0, offset: { x: 0, y: 0 } });
    expect(state.images).toEqual(IMAGES.map((src) => ({ src })));
  });

  it('clamps the index to the list', () => {
    expect(open(IMAGES, 7).index).toBe(2);
    expect(open(IMAGES, -3).index).toBe(0);
    expect(open(IMAGES, 1.8).index).toBe(1);
    expect(open(IMAGES, Number.NaN).index).toBe(0);
    expect(clampIndex(undefined, 3)).toBe(0);
    expect(clampIndex(5, 0)).toBe(0);
  });

  it('drops invalid entries, counting indexes in the valid list', () => {
    const state = open([null, '/a.jpg', { src: 1 }, { src: '/b.jpg', title: 'B' }], 1);
    expect(state.images).toEqual([{ src: '/a.jpg' }, { src: '/b.jpg', title: 'B' }]);
    expect(state.index).toBe(1);
  });

  it('opens a single string as one image', () => {
    expect(open('/enkel.jpg').images).toEqual([{ src: '/enkel.jpg' }]);
  });

  it('shows the error state when no image is valid', () => {
    for (const images of [[], [null, { title: 'x' }], undefined, 12]) {
      expect(run(initialLightboxState, { type: 'open', images })).toMatchObject({
        visible: true,
        loading: false,
        loadError: true,
        index: 0,
        images: [],
      });
    }
  });

  it('starts over on every open, forgetting the previous view', () => {
    const used = run(loaded(), { type: 'zoomIn' }, { type: 'rotateRight' }, { type: 'close' });
    expect(run(used, { type: 'open', images: IMAGES, index: 0 })).toMatchObject({ scale: 1, angle: 0, visible: true });
  });

  it('closes, and ignores everything but open while hidden', () => {
    const closed = run(loaded(), { type: 'close' });
    expect(closed.visible).toBe(false);
    for (const action of [{ type: 'next' }, { type: 'zoomIn' }, { type: 'rotateLeft' }, { type: 'failed' }] as LightboxAction[]) {
      expect(lightboxReducer(closed, action)).toBe(closed);
    }
  });
});

describe('previous and next (spec §4)', () => {
  it('steps through the list', () => {
    expect(run(open(), { type: 'next' }).index).toBe(1);
    expect(run(open(IMAGES, 2), { type: 'prev' }).index).toBe(1);
  });

  it('without looping stops at the ends, with the buttons disabled there', () => {
    const first = open(IMAGES, 0);
    expect(run(first, { type: 'prev' })).toBe(first);
    expect(canPrev(first)).toBe(false);
    expect(canNext(first)).toBe(true);
    const last = open(IMAGES, 2);
    expect(run(last, { type: 'next' })).toBe(last);
    expect(canNext(last)).toBe(false);
    expect(canPrev(last)).toBe(true);
  });

  it('with looping wraps around, with the buttons always enabled', () => {
    const first = open(IMAGES, 0, true);
    expect(run(first, { type: 'prev' }).index).toBe(2);
    expect(canPrev(first)).toBe(true);
    const last = open(IMAGES, 2, true);
    expect(run(last, { type: 'next' }).index).toBe(0);
    expect(canNext(last)).toBe(true);
  });

  it('has nowhere to go with one image, even when looping', () => {
    const single = open(['/a.jpg'], 0, true);
    expect(run(single, { type: 'next' })).toBe(single);
    expect(canPrev(single) || canNext(single)).toBe(false);
  });

  it('resets zoom, rotation and offset, and loads the new image', () => {
    const used = run(
      loaded(2),
      { type: 'zoomIn' },
      { type: 'zoomIn' },
      { type: 'rotateLeft' },
      { type: 'pressStart', point: { x: 0, y: 0 } },
      { type: 'pressMove', point: { x: 30, y: 40 } },
      { type: 'pressEnd' },
    );
    expect(used).toMatchObject({ scale: 1.24, angle: -90, offset: { x: 30, y: 40 } });
    for (const action of [{ type: 'next' }, { type: 'show', index: 2 }] as LightboxAction[]) {
      expect(run(used, action)).toMatchObject({
        scale: 1,
        previousScale: 1,
        angle: 0,
        offset: { x: 0, y: 0 },
        naturalScale: 1,
        natural: null,
        box: null,
        loading: true,
        loadError: false,
      });
    }
  });

  it('show clamps the index and keeps the view when the image does not change', () => {
    expect(run(open(), { type: 'show', index: 9 }).index).toBe(2);
    const zoomed = run(loaded(), { type: 'zoomIn' });
    expect(run(zoomed, { type: 'show', index: 0 })).toBe(zoomed);
  });
});

describe('loading and failure (spec §4, §8)', () => {
  it('measures the natural-size scale when the image has loaded', () => {
    const state = loaded(2.5);
    expect(state).toMatchObject({ loading: false, loadError: false, naturalScale: 2.5, natural: { width: 2500, height: 1250 } });
    expect(fittedSize(state)).toEqual({ width: 1000, height: 500 });
    expect(fittedSize(open())).toBeNull();
  });

  it('never enlarges a small image to fit: its natural-size scale is 1', () => {
    expect(naturalScaleFor({ width: 300, height: 200 }, BOX)).toBe(1);
    expect(naturalScaleFor({ width: 1200, height: 800 }, { width: 1136, height: 600 })).toBeCloseTo(800 / 600);
    expect(naturalScaleFor({ width: 0, height: 0 }, BOX)).toBe(1);
  });

  it('re-measures on a viewer resize, keeping the scale within the new maximum', () => {
    const state = run(loaded(2), ...times({ type: 'zoomIn' }, 60));
    expect(state.scale).toBe(6);
    const smaller = run(state, { type: 'measure', box: { width: 2000, height: 1000 } });
    expect(smaller).toMatchObject({ naturalScale: 1, scale: 3 });
    expect(run(open(), { type: 'measure', box: BOX }).naturalScale).toBe(1);
  });

  it('fits a quarter-turned image by its turned size', () => {
    // 2000×1000 in a 1000×500 box: natural size is 2× upright, 4× on its side (2000 px along 500 px).
    expect(naturalScaleFor({ width: 2000, height: 1000 }, BOX, true)).toBe(4);
    const upright = loaded(2);
    const turned = run(upright, { type: 'rotateRight' });
    expect(turned).toMatchObject({ naturalScale: 4, scale: 1 });
    expect(fittedSize(turned)).toEqual({ width: 500, height: 250 });
    expect(run(turned, { type: 'rotateRight' }).naturalScale).toBe(2);
    // At 6 (3× natural upright) and turned, the maximum is 12: the scale stays.
    expect(run(upright, ...times({ type: 'zoomIn' }, 60), { type: 'rotateLeft' })).toMatchObject({ naturalScale: 4, scale: 6 });
  });

  it('shows the error state when the image fails to load', () => {
    const failed = run(open(), { type: 'failed' });
    expect(failed).toMatchObject({ loading: false, loadError: true });
    expect(canZoomIn(failed) || canZoomOut(failed)).toBe(false);
    expect(run(failed, { type: 'zoomIn' }, { type: 'rotateLeft' })).toBe(failed);
  });

  it('still navigates away from a broken image, and the next one loads afresh', () => {
    const next = run(open(), { type: 'failed' }, { type: 'next' });
    expect(next).toMatchObject({ index: 1, loading: true, loadError: false });
  });
});

describe('zoom buttons (spec §9)', () => {
  it('step by 0.12', () => {
    const state = loaded(3);
    expect(run(state, { type: 'zoomIn' }).scale).toBe(1.12);
    expect(run(state, { type: 'zoomIn' }, { type: 'zoomIn' }).scale).toBe(1.24);
    expect(run(state, { type: 'zoomOut' }).scale).toBe(0.88);
    expect(run(state, ...times({ type: 'zoomIn' }, 10)).scale).toBe(2.2);
  });

  it('stop at 0.1', () => {
    const state = run(loaded(3), ...times({ type: 'zoomOut' }, 20));
    expect(state.scale).toBe(MIN_ZOOM);
    expect(canZoomOut(state)).toBe(false);
    expect(run(state, { type: 'zoomOut' })).toBe(state);
  });

  it('stop at 3 times the natural-size scale', () => {
    for (const naturalScale of [1, 1.6, 2, 4.5]) {
      const state = run(loaded(naturalScale), ...times({ type: 'zoomIn' }, 200));
      expect(state.scale).toBe(3 * naturalScale);
      expect(canZoomIn(state)).toBe(false);
      expect(canZoomOut(state)).toBe(true);
    }
  });

  it('snap to 1 within 0.05', () => {
    expect(snapScale(1.05, 3)).toBe(1);
    expect(snapScale(0.95, 3)).toBe(1);
    expect(snapScale(1.051, 3)).toBe(1.051);
    expect(snapScale(0.949, 3)).toBe(0.949);
    // 0.88 → +0.12 is 1 exactly; from 1.03 down one step is 0.91 (no snap), then 1.03 again.
    const state = loaded(3);
    expect(run(state, { type: 'zoomOut' }, { type: 'zoomIn' }).scale).toBe(1);
  });

  it('snap to the natural-size scale within 0.05', () => {
    expect(snapScale(2.05, 2)).toBe(2);
    expect(snapScale(1.96, 2)).toBe(2);
    expect(snapScale(2.06, 2)).toBe(2.06);
    // natural 1.16: one step from 1 gives 1.12, which is 0.04 from 1.16 → 1.16.
    expect(run(loaded(1.16), { type: 'zoomIn' }).scale).toBe(1.16);
    // natural 1.2: 1.12 is 0.08 away → stays 1.12; the next step gives 1.24 (0.04 away) → 1.2.
    expect(run(loaded(1.2), { type: 'zoomIn' }).scale).toBe(1.12);
    expect(run(loaded(1.2), { type: 'zoomIn' }, { type: 'zoomIn' }).scale).toBe(1.2);
  });

  it('re-centre an image zoomed back to fit or smaller', () => {
    const panned = run(
      loaded(3),
      { type: 'zoomIn' },
      { type: 'zoomIn' },
      { type: 'pressStart', point: { x: 0, y: 0 } },
      { type: 'pressMove', point: { x: 50, y: 0 } },
      { type: 'pressEnd' },
    );
    expect(run(panned, { type: 'zoomOut' }).offset).toEqual({ x: 50, y: 0 });
    expect(run(panned, { type: 'zoomOut' }, { type: 'zoomOut' }).offset).toEqual({ x: 0, y: 0 });
  });
});

describe('mouse wheel (spec §9)', () => {
  it('zooms in on a wheel up and out on a wheel down, by one step', () => {
    expect(run(loaded(3), { type: 'wheel', deltaY: -100, time: 1000 }).scale).toBe(1.12);
    expect(run(loaded(3), { type: 'wheel', deltaY: 3, time: 1000 }).scale).toBe(0.88);
    const state = loaded(3);
    expect(run(state, { type: 'wheel', deltaY: 0, time: 1000 })).toBe(state);
  });

  it('ignores wheel steps within 80 ms of the last accepted one', () => {
    const first = run(loaded(3), { type: 'wheel', deltaY: -1, time: 1000 });
    expect(run(first, { type: 'wheel', deltaY: -1, time: 1079 })).toBe(first);
    const second = run(first, { type: 'wheel', deltaY: -1, time: 1040 }, { type: 'wheel', deltaY: -1, time: 1080 });
    expect(second).toMatchObject({ scale: 1.24, lastWheelAt: 1080 });
    // Ignored steps do not restart the window.
    expect(run(first, { type: 'wheel', deltaY: -1, time: 1050 }, { type: 'wheel', deltaY: -1, time: 1085 }).scale).toBe(1.24);
  });

  it('keeps the same limits as the buttons', () => {
    let state = loaded(1);
    for (let i = 0; i < 40; i += 1) state = run(state, { type: 'wheel', deltaY: -1, time: i * 100 });
    expect(state.scale).toBe(3);
    for (let i = 40; i < 100; i += 1) state = run(state, { type: 'wheel', deltaY: 1, time: i * 100 });
    expect(state.scale).toBe(0.1);
  });
});

describe('double-click (spec §4)', () => {
  it('toggles between natural size and the previous scale', () => {
    const zoomed = run(loaded(2.5), { type: 'zoomIn' });
    const natural = run(zoomed, { type: 'toggleNatural' });
    expect(natural).toMatchObject({ scale: 2.5, previousScale: 1.12 });
    expect(run(natural, { type: 'toggleNatural' }).scale).toBe(1.12);
    expect(run(natural, { type: 'toggleNatural' }, { type: 'toggleNatural' }).scale).toBe(2.5);
  });

  it('goes back to fit from natural size reached by zooming', () => {
    const state = run(loaded(1.16), { type: 'zoomIn' });
    expect(state.scale).toBe(1.16);
    expect(run(state, { type: 'toggleNatural' }).scale).toBe(1);
  });
});

describe('fit / natural size button', () => {
  it('goes from the fitted image to natural size, and from any other scale back to fit', () => {
    const fitted = loaded(2);
    expect(fitButtonShowsNatural(fitted)).toBe(true);
    const natural = run(fitted, { type: 'toggleFit' });
    expect(natural.scale).toBe(2);
    expect(fitButtonShowsNatural(natural)).toBe(false);
    expect(run(natural, { type: 'toggleFit' }).scale).toBe(1);
    expect(run(fitted, { type: 'zoomOut' }, { type: 'toggleFit' }).scale).toBe(1);
  });

  it('re-centres the image', () => {
    const panned = run(
      loaded(2),
      { type: 'zoomIn' },
      { type: 'pressStart', point: { x: 0, y: 0 } },
      { type: 'pressMove', point: { x: 9, y: 9 } },
      { type: 'pressEnd' },
    );
    expect(run(panned, { type: 'toggleFit' }).offset).toEqual({ x: 0, y: 0 });
  });
});

describe('rotation (spec §9)', () => {
  it('turns in 90° steps, reported as 0–359', () => {
    const state = loaded();
    expect(rotation(run(state, { type: 'rotateRight' }))).toBe(90);
    expect(rotation(run(state, { type: 'rotateLeft' }))).toBe(270);
    expect(rotation(run(state, ...times({ type: 'rotateRight' }, 4)))).toBe(0);
    expect(rotation(run(state, ...times({ type: 'rotateLeft' }, 6)))).toBe(180);
    expect(rotation(run(state, ...times({ type: 'rotateRight' }, 7)))).toBe(270);
  });

  it('keeps the cumulative angle, so turning past 359 animates forward', () => {
    expect(run(loaded(), ...times({ type: 'rotateRight' }, 5)).angle).toBe(450);
  });

  it('is reported within 0–359 for any cumulative angle', () => {
    for (let angle = -1080; angle <= 1080; angle += 90) {
      const reported = rotation({ angle });
      expect(reported).toBeGreaterThanOrEqual(0);
      expect(reported).toBeLessThan(360);
      expect(reported % 90).toBe(0);
    }
  });
});

describe('drag to pan', () => {
  const press = (state: LightboxState, from: { x: number; y: number }, to: { x: number; y: number }) =>
    run(state, { type: 'pressStart', point: from }, { type: 'pressMove', point: to });

  it('moves a zoomed image with the pointer, from where it was', () => {
    const zoomed = run(loaded(2), { type: 'zoomIn' });
    const dragging = press(zoomed, { x: 100, y: 100 }, { x: 160, y: 70 });
    expect(dragging).toMatchObject({ dragging: true, offset: { x: 60, y: -30 } });
    const again = run(
      dragging,
      { type: 'pressEnd' },
      { type: 'pressStart', point: { x: 0, y: 0 } },
      { type: 'pressMove', point: { x: 10, y: 10 } },
    );
    expect(again.offset).toEqual({ x: 70, y: -20 });
    expect(run(again, { type: 'pressEnd' }).dragging).toBe(false);
  });

  it('applies where the pointer let go', () => {
    const zoomed = run(loaded(2), { type: 'zoomIn' });
    const released = run(
      zoomed,
      { type: 'pressStart', point: { x: 0, y: 0 } },
      { type: 'pressMove', point: { x: 5, y: 5 } },
      { type: 'pressEnd', point: { x: 40, y: -8 } },
    );
    expect(released).toMatchObject({ offset: { x: 40, y: -8 }, press: null, dragging: false });
  });

  it('does not move an image that is not zoomed in', () => {
    const state = press(loaded(2), { x: 100, y: 100 }, { x: 130, y: 140 });
    expect(state).toMatchObject({ dragging: false, offset: { x: 0, y: 0 } });
  });

  it('does not swipe while panning', () => {
    const zoomed = run(loaded(2), { type: 'zoomIn' });
    expect(run(press(zoomed, { x: 300, y: 0 }, { x: 0, y: 0 }), { type: 'pressEnd' }).index).toBe(0);
  });

  it('ignores moves without a press, and presses on a broken image', () => {
    const state = loaded();
    expect(run(state, { type: 'pressMove', point: { x: 5, y: 5 } })).toBe(state);
    const failed = run(open(), { type: 'failed' });
    expect(run(failed, { type: 'pressStart', point: { x: 0, y: 0 } })).toBe(failed);
  });
});

describe('swipe (spec §5)', () => {
  const swipe = (dx: number, dy: number, state = open(IMAGES, 1), rtl = false) =>
    run(state, { type: 'pressStart', point: { x: 400, y: 300 } }, { type: 'pressEnd', point: { x: 400 + dx, y: 300 + dy }, rtl });

  it('needs more than 50 px horizontally, and more horizontal than vertical movement', () => {
    expect(swipeDirection(-51, 0)).toBe('left');
    expect(swipeDirection(51, 50)).toBe('right');
    expect(swipeDirection(50, 0)).toBeNull();
    expect(swipeDirection(-50, 0)).toBeNull();
    expect(swipeDirection(80, 80)).toBeNull();
    expect(swipeDirection(-80, 81)).toBeNull();
  });

  it('to the left shows the next image, to the right the previous one', () => {
    expect(swipe(-51, 10).index).toBe(2);
    expect(swipe(51, -10).index).toBe(0);
    expect(swipe(-50, 0).index).toBe(1);
    expect(swipe(-120, 130).index).toBe(1);
  });

  it('is mirrored in right-to-left documents', () => {
    expect(swipe(-80, 0, open(IMAGES, 1), true).index).toBe(0);
    expect(swipe(80, 0, open(IMAGES, 1), true).index).toBe(2);
  });

  it('follows the looping rule', () => {
    expect(swipe(-80, 0, open(IMAGES, 2)).index).toBe(2);
    expect(swipe(-80, 0, open(IMAGES, 2, true)).index).toBe(0);
  });

  it('uses the last move when the end has no point', () => {
    const state = run(
      open(IMAGES, 1),
      { type: 'pressStart', point: { x: 0, y: 0 } },
      { type: 'pressMove', point: { x: -70, y: 0 } },
      { type: 'pressEnd' },
    );
    expect(state.index).toBe(2);
  });

  it('works while the image is still loading', () => {
    expect(swipe(-80, 0).loading).toBe(true);
  });
});

describe('pinch zoom (spec §9)', () => {
  const pinch = (state: LightboxState, from: number, to: number) =>
    run(state, { type: 'pinchStart', distance: from }, { type: 'pinchMove', distance: to });

  it('scales with the distance between the fingers', () => {
    const state = pinch(run(loaded(2), { type: 'toggleFit' }), 100, 125);
    expect(state).toMatchObject({ scale: 2.5, gesturing: true });
    expect(run(state, { type: 'pinchEnd' })).toMatchObject({ gesturing: false, pinch: null, scale: 2.5 });
  });

  it('stays between 0.5 and 1.5 times the natural-size scale', () => {
    const natural = run(loaded(2), { type: 'toggleFit' });
    expect(pinch(natural, 100, 1000).scale).toBe(3);
    expect(pinch(natural, 100, 10).scale).toBe(1);
    const small = loaded(1);
    expect(pinch(small, 100, 1000).scale).toBe(1.5);
    expect(pinch(small, 100, 10).scale).toBe(0.5);
    const big = loaded(4);
    expect(pinch(big, 100, 101).scale).toBe(2);
  });

  it('snaps like the other zooms', () => {
    expect(pinch(loaded(1), 100, 104).scale).toBe(1);
    expect(pinch(run(loaded(2), { type: 'toggleFit' }), 100, 102).scale).toBe(2);
  });

  it('takes over from a press, and presses wait until the pinch ends', () => {
    const started = run(loaded(2), { type: 'pressStart', point: { x: 0, y: 0 } }, { type: 'pinchStart', distance: 100 });
    expect(started.press).toBeNull();
    expect(run(started, { type: 'pressStart', point: { x: 0, y: 0 } })).toBe(started);
  });

  it('ignores a zero distance and moves without a pinch', () => {
    const state = loaded(2);
    expect(run(state, { type: 'pinchStart', distance: 0 })).toBe(state);
    expect(run(state, { type: 'pinchMove', distance: 50 })).toBe(state);
  });

  it('measures the distance between two points', () => {
    expect(distance({ x: 0, y: 0 }, { x: 30, y: 40 })).toBe(50);
  });
});

describe('keyboard (spec §4)', () => {
  it('closes on Escape and navigates with the arrows', () => {
    expect(keyAction('Escape', false)).toEqual({ type: 'close' });
    expect(keyAction('ArrowLeft', false)).toEqual({ type: 'prev' });
    expect(keyAction('ArrowRight', false)).toEqual({ type: 'next' });
    expect(keyAction('Enter', false)).toBeNull();
  });

  it('swaps the arrows in right-to-left documents', () => {
    expect(keyAction('ArrowLeft', true)).toEqual({ type: 'next' });
    expect(keyAction('ArrowRight', true)).toEqual({ type: 'prev' });
    expect(keyAction('Escape', true)).toEqual({ type: 'close' });
  });
});
