import { FRAME_FALLBACK_MS } from './constants';

type FrameApi = {
  requestAnimationFrame?: (callback: FrameRequestCallback) => number;
  cancelAnimationFrame?: (handle: number) => void;
};

/**
 * Runs `callback` before the next paint, or after about one frame (spec §9: 16 ms) where there is
 * no requestAnimationFrame. Returns a function that cancels it.
 */
export function requestFrame(callback: () => void, api: FrameApi = globalThis): () => void {
  const { requestAnimationFrame: raf, cancelAnimationFrame: caf } = api;
  if (typeof raf === 'function' && typeof caf === 'function') {
    const handle = raf.call(api, () => callback());
    return () => caf.call(api, handle);
  }
  const timer = setTimeout(callback, FRAME_FALLBACK_MS);
  return () => clearTimeout(timer);
}
