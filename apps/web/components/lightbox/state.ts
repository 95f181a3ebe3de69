/**
 * The lightbox's state and every rule of specification §4, §5 and §9, as one pure reducer: no DOM,
 * no React, no timers. The component turns events into actions (with the numbers it measured) and
 * renders the state; everything it decides is here and unit-tested.
 */
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
import { normalizeImages, type LightboxImage } from './images';

export type Point = { x: number; y: number };
export type Size = { width: number; height: number };

export type LightboxState = {
  visible: boolean;
  images: LightboxImage[];
  index: number;
  loop: boolean;
  /** Relative to the fitted image: 1 fits the viewer. */
  scale: number;
  /** The scale before the last double-click to natural size, to toggle back to. */
  previousScale: number;
  /** The scale that shows the image at its natural pixel size (≥ 1: small images are not enlarged to fit). */
  naturalScale: number;
  /** The loaded image's natural size; null until it has loaded. */
  natural: Size | null;
  /** The viewer area the image is fitted into; null until measured. */
  box: Size | null;
  /** Cumulative degrees, so a CSS transition always turns the short way; see `rotation()`. */
  angle: number;
  offset: Point;
  loading: boolean;
  loadError: boolean;
  dragging: boolean;
  gesturing: boolean;
  /** Time (ms) of the last accepted wheel step; null before the first. */
  lastWheelAt: number | null;
  /** The press being tracked: panning a zoomed image, or a possible swipe. */
  press: { mode: 'pan' | 'swipe'; start: Point; last: Point; origin: Point } | null;
  pinch: { startDistance: number; startScale: number } | null;
};

export type LightboxAction =
  | { type: 'open'; images: unknown; index?: number; loop?: boolean }
  | { type: 'close' }
  | { type: 'prev' }
  | { type: 'next' }
  | { type: 'show'; index: number }
  | { type: 'loaded'; natural: Size; box: Size }
  | { type: 'failed' }
  | { type: 'measure'; box: Size }
  | { type: 'zoomIn' }
  | { type: 'zoomOut' }
  | { type: 'wheel'; deltaY: number; time: number }
  | { type: 'toggleNatural' }
  | { type: 'toggleFit' }
  | { type: 'rotateLeft' }
  | { type: 'rotateRight' }
  | { type: 'pressStart'; point: Point }
  | { type: 'pressMove'; point: Point }
  | { type: 'pressEnd'; point?: Point; rtl?: boolean }
  | { type: 'pinchStart'; distance: number }
  | { type: 'pinchMove'; distance: number }
  | { type: 'pinchEnd' };

const ORIGIN: Point = { x: 0, y: 0 };

/** The view of one image as it first appears: fitted, upright, centred, loading. */
const freshView = {
  scale: 1,
  previousScale: 1,
  naturalScale: 1,
  natural: null,
  box: null,
  angle: 0,
  offset: ORIGIN,
  dragging: false,
  gesturing: false,
  press: null,
  pinch: null,
} satisfies Partial<LightboxState>;

export const initialLightboxState: LightboxState = {
  visible: false,
  images: [],
  index: 0,
  loop: false,
  loading: false,
  loadError: false,
  lastWheelAt: null,
  ...freshView,
};

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);
/** Float noise from repeated 0.12 steps must not decide a snap or a limit. */
const EPSILON = 1e-9;
const round = (value: number) => Math.round(value * 1e6) / 1e6;

/** The index to open at: an integer within the list (spec §4: clamped on open). */
export function clampIndex(index: number | undefined, length: number): number {
  if (length === 0) return 0;
  const whole = Number.isFinite(index) ? Math.trunc(index as number) : 0;
  return clamp(whole, 0, length - 1);
}

/**
 * The natural-size scale of an image of `natural` size shown in a viewer box of `box` size: the
 * fitted image is the natural one shrunk to fit (never enlarged), so this is ≥ 1. Turned a quarter,
 * the image's width runs along the box's height.
 */
export function naturalScaleFor(natural: Size, box: Size, quarterTurned = false): number {
  if (!(natural.width > 0 && natural.height > 0 && box.width > 0 && box.height > 0)) return 1;
  const [across, down] = quarterTurned ? [box.height, box.width] : [box.width, box.height];
  return Math.max(1, natural.width / across, natural.height / down);
}

/** Spec §9: a zoom this close to 1 or to the natural-size scale lands exactly on it. */
export function snapScale(scale: number, naturalScale: number): number {
  if (Math.abs(scale - 1) <= ZOOM_SNAP + EPSILON) return 1;
  if (Math.abs(scale - naturalScale) <= ZOOM_SNAP + EPSILON) return naturalScale;
  return scale;
}

export const maxZoom = (state: Pick<LightboxState, 'naturalScale'>) => MAX_ZOOM_FACTOR * state.naturalScale;

/** Snap, then keep within [min, max]. */
function settle(scale: number, naturalScale: number, min: number, max: number): number {
  return clamp(round(snapScale(scale, naturalScale)), min, max);
}

/** Spec §5: a swipe moves more than the tolerance horizontally, and more than it moves vertically. */
export function swipeDirection(dx: number, dy: number): 'left' | 'right' | null {
  if (Math.abs(dx) <= SWIPE_TOLERANCE || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? 'left' : 'right';
}

/** The rotation as reported: 0, 90, 180 or 270. */
export const rotation = (state: Pick<LightboxState, 'angle'>) => ((state.angle % 360) + 360) % 360;

/**
 * Fits the image again after it was measured, resized or turned: the natural-size scale follows the
 * box and the orientation, the scale stays (so a fitted image still fits) within the new maximum.
 */
function refit(state: LightboxState): LightboxState {
  if (!state.natural || !state.box) return state;
  const naturalScale = naturalScaleFor(state.natural, state.box, rotation(state) % 180 !== 0);
  return { ...state, naturalScale, scale: clamp(state.scale, MIN_ZOOM, MAX_ZOOM_FACTOR * naturalScale) };
}

/** An image is on screen to zoom, turn and move. */
const viewable = (state: LightboxState) => state.visible && state.images.length > 0 && !state.loadError;
export const isZoomed = (state: Pick<LightboxState, 'scale'>) => state.scale > 1 + EPSILON;

export const canPrev = (state: LightboxState) => state.images.length > 1 && (state.loop || state.index > 0);
export const canNext = (state: LightboxState) => state.images.length > 1 && (state.loop || state.index < state.images.length - 1);
export const canZoomIn = (state: LightboxState) => viewable(state) && state.scale < maxZoom(state) - EPSILON;
export const canZoomOut = (state: LightboxState) => viewable(state) && state.scale > MIN_ZOOM + EPSILON;
/** The fit/natural button: from the fitted image to natural size, from any other scale back to fit. */
export const fitButtonShowsNatural = (state: LightboxState) => Math.abs(state.scale - 1) <= EPSILON;

/** The size the image is drawn at before scaling (its fitted size); null until loaded. */
export function fittedSize(state: Pick<LightboxState, 'natural' | 'naturalScale'>): Size | null {
  if (!state.natural) return null;
  return { width: state.natural.width / state.naturalScale, height: state.natural.height / state.naturalScale };
}

/** Show image `index`: a new image starts fresh (spec §4: zoom, rotation and offset reset). */
function show(state: LightboxState, index: number): LightboxState {
  if (index === state.index) return state;
  return { ...state, ...freshView, index, loading: true, loadError: false };
}

function step(state: LightboxState, direction: 1 | -1): LightboxState {
  const count = state.images.length;
  if (count < 2) return state;
  const target = state.index + direction;
  if (state.loop) return show(state, (target + count) % count);
  if (target < 0 || target >= count) return state;
  return show(state, target);
}

function zoomTo(state: LightboxState, target: number): LightboxState {
  const scale = settle(target, state.naturalScale, MIN_ZOOM, maxZoom(state));
  if (scale === state.scale) return state;
  // Back at (or below) the fitted size there is nothing to pan: re-centre.
  return { ...state, scale, offset: scale <= 1 ? ORIGIN : state.offset };
}

function movePress(state: LightboxState, point: Point): LightboxState {
  const press = state.press;
  if (!press) return state;
  const moved = { ...press, last: point };
  if (press.mode === 'swipe') return { ...state, press: moved };
  const offset = { x: press.origin.x + point.x - press.start.x, y: press.origin.y + point.y - press.start.y };
  return { ...state, press: moved, offset };
}

/** The press ends where the pointer let go (or at its last move): a pan stays, a swipe may navigate. */
function endPress(state: LightboxState, point: Point | undefined, rtl: boolean): LightboxState {
  const released = point ? movePress(state, point) : state;
  const press = released.press;
  const ended = { ...released, press: null, dragging: false };
  if (!press || press.mode !== 'swipe') return ended;
  const direction = swipeDirection(press.last.x - press.start.x, press.last.y - press.start.y);
  if (!direction) return ended;
  // Swiping to the left brings the next image; in right-to-left documents the previous one.
  const forward = direction === 'left' ? !rtl : rtl;
  return step(ended, forward ? 1 : -1);
}

export function lightboxReducer(state: LightboxState, action: LightboxAction): LightboxState {
  if (action.type === 'open') {
    const images = normalizeImages(action.images);
    return {
      ...initialLightboxState,
      visible: true,
      images,
      index: clampIndex(action.index, images.length),
      loop: action.loop ?? false,
      // No valid image: straight to the error state (spec §4).
      loading: images.length > 0,
      loadError: images.length === 0,
    };
  }
  if (!state.visible) return state;

  switch (action.type) {
    case 'close':
      return { ...state, visible: false, dragging: false, gesturing: false, press: null, pinch: null };
    case 'prev':
      return step(state, -1);
    case 'next':
      return step(state, 1);
    case 'show':
      return state.images.length ? show(state, clampIndex(action.index, state.images.length)) : state;
    case 'loaded':
      return refit({ ...state, loading: false, loadError: false, natural: action.natural, box: action.box });
    case 'failed':
      return { ...state, ...freshView, loading: false, loadError: true };
    case 'measure':
      return refit({ ...state, box: action.box });
  }

  if (!viewable(state)) return state;

  switch (action.type) {
    case 'zoomIn':
      return zoomTo(state, state.scale + ZOOM_STEP);
    case 'zoomOut':
      return zoomTo(state, state.scale - ZOOM_STEP);
    case 'wheel': {
      if (action.deltaY === 0) return state;
      if (state.lastWheelAt !== null && action.time - state.lastWheelAt < WHEEL_THROTTLE_MS) return state;
      const zoomed = zoomTo(state, state.scale + (action.deltaY < 0 ? ZOOM_STEP : -ZOOM_STEP));
      return { ...zoomed, lastWheelAt: action.time };
    }
    case 'toggleNatural':
      // Spec §4: double-click toggles between natural size and the previous scale.
      if (state.scale !== state.naturalScale) return { ...state, previousScale: state.scale, scale: state.naturalScale };
      return { ...state, scale: state.previousScale, offset: state.previousScale <= 1 ? ORIGIN : state.offset };
    case 'toggleFit':
      return { ...state, scale: fitButtonShowsNatural(state) ? state.naturalScale : 1, offset: ORIGIN };
    case 'rotateLeft':
      return refit({ ...state, angle: state.angle - ROTATE_STEP });
    case 'rotateRight':
      return refit({ ...state, angle: state.angle + ROTATE_STEP });
    case 'pressStart':
      if (state.gesturing) return state;
      return {
        ...state,
        press: { mode: isZoomed(state) ? 'pan' : 'swipe', start: action.point, last: action.point, origin: state.offset },
        dragging: isZoomed(state),
      };
    case 'pressMove':
      return movePress(state, action.point);
    case 'pressEnd':
      return endPress(state, action.point, action.rtl ?? false);
    case 'pinchStart':
      if (!(action.distance > 0)) return state;
      // A second finger turns the press into a pinch.
      return {
        ...state,
        press: null,
        dragging: false,
        gesturing: true,
        pinch: { startDistance: action.distance, startScale: state.scale },
      };
    case 'pinchMove': {
      const pinch = state.pinch;
      if (!pinch || !(action.distance > 0)) return state;
      const target = (pinch.startScale * action.distance) / pinch.startDistance;
      const scale = settle(target, state.naturalScale, PINCH_MIN_FACTOR * state.naturalScale, PINCH_MAX_FACTOR * state.naturalScale);
      return { ...state, scale, offset: scale <= 1 ? ORIGIN : state.offset };
    }
    case 'pinchEnd':
      return { ...state, gesturing: false, pinch: null };
  }
  return state;
}

/** The action for a key, or null (spec §4: Escape closes, arrows navigate, swapped in right-to-left). */
export function keyAction(key: string, rtl: boolean): LightboxAction | null {
  if (key === 'Escape' || key === 'Esc') return { type: 'close' };
  if (key === 'ArrowLeft') return { type: rtl ? 'next' : 'prev' };
  if (key === 'ArrowRight') return { type: rtl ? 'prev' : 'next' };
  return null;
}

/** Distance between two touch points, for pinch zoom. */
export const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
