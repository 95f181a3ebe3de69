import { describe, expect, it } from 'vitest';
import { parseIsoDate } from './fields';

describe('dates', () => {
  it('knows real calendar dates', () => {
    expect(parseIsoDate('2028-02-29')).not.toBeNull();
    expect(parseIsoDate('2026-02-29')).toBeNull();
    expect(parseIsoDate('2026-3-1')).toBeNull();
  });
});
