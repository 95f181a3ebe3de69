import { describe, expect, it } from 'vitest';
import { ClientHasher } from './client-hash';

describe('ClientHasher without Redis', () => {
  it('gives one client the same id all day, another id the next day, and other clients other ids', async () => {
    const hasher = new ClientHasher();
    const morning = Date.parse('2026-11-26T08:00:00Z');
    const first = await hasher.hash('10.0.0.1', 'Firefox', morning);
    expect(await hasher.hash('10.0.0.1', 'Firefox', morning + 10 * 3600_000)).toBe(first);
    expect(await hasher.hash('10.0.0.2', 'Firefox', morning)).not.toBe(first);
    expect(await hasher.hash('10.0.0.1', 'Chromium', morning)).not.toBe(first);
    expect(await hasher.hash('10.0.0.1', 'Firefox', morning + 24 * 3600_000)).not.toBe(first);
  });
});
