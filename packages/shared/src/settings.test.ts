import { describe, expect, it } from 'vitest';
import { switchSetting, wholeNumberSetting } from './settings';

describe('settings', () => {
  it('reads a whole number, and falls back on an empty, mistyped or too small one', () => {
    expect(wholeNumberSetting('45', 30)).toBe(45);
    expect(wholeNumberSetting(' 60000 ', 30)).toBe(60000);
    expect(wholeNumberSetting(undefined, 30)).toBe(30);
    expect(wholeNumberSetting('', 30)).toBe(30); // Number('') would be 0: no limit at all
    expect(wholeNumberSetting('3.200', 30)).toBe(30);
    expect(wholeNumberSetting('1e3', 30)).toBe(30);
    expect(wholeNumberSetting('-5', 30)).toBe(30);
    expect(wholeNumberSetting('0', 30)).toBe(30);
    expect(wholeNumberSetting('0', 30, 0)).toBe(0);
    expect(wholeNumberSetting('1', 5, 2)).toBe(5);
    expect(wholeNumberSetting('99999999999999999999', 30)).toBe(30);
  });

  it('reads a switch the same way everywhere', () => {
    for (const off of ['false', 'FALSE', '0', 'no', 'off', 'nee', ' false ']) expect(switchSetting(off, true), off).toBe(false);
    for (const on of ['true', '1', 'yes', 'On', 'ja']) expect(switchSetting(on, false), on).toBe(true);
    expect(switchSetting(undefined, true)).toBe(true);
    expect(switchSetting('', true)).toBe(true);
    expect(switchSetting('misschien', false)).toBe(false);
  });
});
