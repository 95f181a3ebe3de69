import { describe, expect, it } from 'vitest';
import { parseDutchNumber } from './numbers';

const value = (input: string, options?: { decimals?: number }) => {
  const result = parseDutchNumber(input, options);
  return result.ok ? result.value : result.reason;
};

describe('parseDutchNumber', () => {
  it('reads what Dutch people type', () => {
    expect(value('3.200')).toBe(3200);
    expect(value('3200')).toBe(3200);
    expect(value('3.200,50')).toBe(3200.5);
    expect(value('€ 3.200')).toBe(3200);
    expect(value('€3.200,-')).toBe(3200);
    expect(value('3.200,--')).toBe(3200);
    expect(value('15,50')).toBe(15.5);
    expect(value('15.50')).toBe(15.5);
    expect(value('15,5')).toBe(15.5);
    expect(value(' 1.250.000 ')).toBe(1250000);
    expect(value('3 200')).toBe(3200);
    expect(value('3\u00a0200,00')).toBe(3200);
    expect(value('2800 euro')).toBe(2800);
    expect(value('EUR 2800')).toBe(2800);
  });

  it('refuses what could be read two ways, and says so', () => {
    expect(value('3,200')).toBe('ambiguous');
    expect(value('3,200.50')).toBe('ambiguous');
    expect(value('1,250,000')).toBe('ambiguous');
  });

  it('refuses what is no number, too many decimals and negative amounts', () => {
    for (const input of ['veel', '3.2.1', '3.20,5', '3.200,505', '-5', '15,505', '€', '1e5', '0x10', '3..200', '32,'])
      expect(value(input), input).not.toBeTypeOf('number');
    expect(value('')).toBe('empty');
    expect(value('   ')).toBe('empty');
  });

  it('takes whole numbers only when asked (hours)', () => {
    expect(value('36', { decimals: 0 })).toBe(36);
    expect(value('36,5', { decimals: 0 })).toBe('invalid');
    expect(value('1.000', { decimals: 0 })).toBe(1000);
  });
});
