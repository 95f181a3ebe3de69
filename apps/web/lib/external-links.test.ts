import { describe, expect, it } from 'vitest';
import { applyHref, webHref } from './external-links';

const JUNK = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'https://',
  'https:///pad',
  'https:werkenbij.nl',
  '//werkenbij.nl',
  'werkenbij.nl',
  'https://"><script>alert(1)</script>',
  'https://werkenbij.nl/"><script>alert(1)</script>',
  'https://werkenbij.nl/ pad',
  'https://user:pass@werkenbij.nl/',
  'ftp://werkenbij.nl/',
  null,
  undefined,
];

describe('webHref', () => {
  it.each(['https://werkenbij.voorbeeld.nl', 'http://voorbeeld.nl/vacatures?id=4#top'])('links %j', (value) => {
    expect(webHref(value)).toBe(value);
  });
  it.each([...JUNK, 'mailto:werk@voorbeeld.nl'])('does not link %j', (value) => {
    expect(webHref(value)).toBeNull();
  });
});

describe('applyHref', () => {
  it.each([
    'https://werkenbij.voorbeeld.nl/solliciteer',
    'mailto:vacatures@voorbeeld.nl',
    'mailto:vacatures@voorbeeld.nl?subject=Sollicitatie',
  ])('links %j', (value) => {
    expect(applyHref(value)).toBe(value);
  });
  it.each([...JUNK, 'mailto:', 'mailto:geen-adres', 'mailto:javascript:alert(1)@x.nl'])('does not link %j', (value) => {
    expect(applyHref(value)).toBeNull();
  });
});
