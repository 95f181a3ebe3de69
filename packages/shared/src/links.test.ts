import { describe, expect, it } from 'vitest';
import { isApplyAddress, isWebAddress } from './links';

const JUNK = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:x',
  'https://',
  'http://',
  'https:///pad',
  'https:werkenbij.nl',
  '//werkenbij.nl',
  'werkenbij.nl',
  'https://"><script>alert(1)</script>',
  'https://werkenbij.nl/"><script>alert(1)</script>',
  'https://werkenbij.nl/ pad',
  'https://werkenbij.nl/\tpad',
  'https://user:pass@werkenbij.nl/',
  'ftp://werkenbij.nl/',
  `https://werkenbij.nl/${'a'.repeat(300)}`,
  42,
  null,
];

describe('isWebAddress', () => {
  it.each(['https://werkenbij.voorbeeld.nl', 'http://voorbeeld.nl/vacatures?id=4#top', 'HTTPS://Voorbeeld.NL/'])('accepts %j', (value) => {
    expect(isWebAddress(value)).toBe(true);
  });
  it.each([...JUNK, 'mailto:werk@voorbeeld.nl'])('refuses %j', (value) => {
    expect(isWebAddress(value)).toBe(false);
  });
});

describe('isApplyAddress', () => {
  it.each([
    'https://werkenbij.voorbeeld.nl/solliciteer',
    'mailto:vacatures@voorbeeld.nl',
    'mailto:vacatures@voorbeeld.nl?subject=Sollicitatie',
  ])('accepts %j', (value) => {
    expect(isApplyAddress(value)).toBe(true);
  });
  it.each([...JUNK, 'mailto:', 'mailto:geen-adres', 'mailto:a@b.nl,c@d.nl', 'mailto:javascript:alert(1)@x.nl'])('refuses %j', (value) => {
    expect(isApplyAddress(value)).toBe(false);
  });
});
