import { describe, expect, it } from 'vitest';
import { jsonLdString } from './json-ld';

describe('jsonLdString', () => {
  it('cannot end the script element and still parses to the same value', () => {
    const value = { title: 'Kok </script><script>alert(1)</script> & <!-- x', line: 'a\u2028b' };
    const text = jsonLdString(value);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});
