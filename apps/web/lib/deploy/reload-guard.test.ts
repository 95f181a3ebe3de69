import { describe, expect, it, vi } from 'vitest';
import { guardedReload, isChunkLoadError, isNewBuild, mayReload, RELOAD_GUARD_MS, RELOAD_STORAGE_KEY } from './reload-guard';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value), data };
}

describe('chunk load errors', () => {
  it('recognises webpack, Turbopack and native dynamic-import failures', () => {
    expect(isChunkLoadError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 123 failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/_next/static/chunks/a.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Failed to load chunk /_next/static/chunks/abc.js from module 1'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

describe('reload guard (10 s)', () => {
  it('allows the first reload and again only after 10 seconds', () => {
    expect(RELOAD_GUARD_MS).toBe(10_000);
    expect(mayReload(null, 1_000)).toBe(true);
    expect(mayReload(1_000, 1_000 + 9_999)).toBe(false);
    expect(mayReload(1_000, 1_000 + 10_000)).toBe(true);
    expect(mayReload(50_000, 1_000)).toBe(false);
    expect(mayReload(Number.NaN, 1_000)).toBe(true);
  });

  it('reloads once, stores when, and refuses a second reload within the guard', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(guardedReload(storage, reload, 100_000)).toBe(true);
    expect(storage.data.get(RELOAD_STORAGE_KEY)).toBe('100000');
    expect(guardedReload(storage, reload, 105_000)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(guardedReload(storage, reload, 110_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload when storage is unavailable (no way to guard against a loop)', () => {
    const reload = vi.fn();
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => undefined,
    };
    expect(guardedReload(broken, reload, 1)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('new build detection', () => {
  it('compares the running build with the manifest', () => {
    expect(isNewBuild('abc', { buildId: 'abc' })).toBe(false);
    expect(isNewBuild('abc', { buildId: 'def' })).toBe(true);
    expect(isNewBuild('abc', { buildId: '' })).toBe(false);
    expect(isNewBuild('abc', null)).toBe(false);
    expect(isNewBuild('abc', '<html>')).toBe(false);
    expect(isNewBuild(undefined, { buildId: 'def' })).toBe(false);
  });
});
