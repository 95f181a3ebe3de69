import { afterEach, describe, expect, it, vi } from 'vitest';
import { FRAME_FALLBACK_MS } from './constants';
import { requestFrame } from './frame';

afterEach(() => vi.useRealTimers());

describe('requestFrame', () => {
  it('uses requestAnimationFrame where there is one, and can cancel it', () => {
    const callbacks: FrameRequestCallback[] = [];
    const api = { requestAnimationFrame: vi.fn((cb: FrameRequestCallback) => callbacks.push(cb)), cancelAnimationFrame: vi.fn() };
    const callback = vi.fn();
    const cancel = requestFrame(callback, api);
    expect(api.requestAnimationFrame).toHaveBeenCalledOnce();
    callbacks[0](0);
    expect(callback).toHaveBeenCalledOnce();
    cancel();
    expect(api.cancelAnimationFrame).toHaveBeenCalledWith(1);
  });

  it('falls back to a 16 ms timer without requestAnimationFrame (spec §9)', () => {
    vi.useFakeTimers();
    expect(FRAME_FALLBACK_MS).toBe(16);
    const callback = vi.fn();
    requestFrame(callback, {});
    vi.advanceTimersByTime(15);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledOnce();
  });

  it('cancels the fallback timer', () => {
    vi.useFakeTimers();
    const callback = vi.fn();
    requestFrame(callback, {})();
    vi.advanceTimersByTime(100);
    expect(callback).not.toHaveBeenCalled();
  });
});
