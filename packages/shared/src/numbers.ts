/**
 * Numbers as Dutch people type them (issue 35): "3.200", "3200", "3.200,50", "€ 3.200,-", "15,50", and,
 * because phone keyboards often offer only a point, "15.50". Dutch writes thousands with a point and
 * cents with a comma; what could be read two ways ("3,200": three euro twenty, or English 3,200?) is
 * refused with a message that says what to type, never guessed.
 */
export type DutchNumber = { ok: true; value: number } | { ok: false; reason: 'empty' | 'ambiguous' | 'invalid' };

/** Whole euros written the Dutch way ("3.200,-", "€ 25,--") and the currency sign or code anywhere around the number. */
const DECORATION = /^(?:€|eur(?:o)?)\s*|\s*(?:€|eur(?:o)?)$/i;
const WHOLE_EUROS = /,-{1,2}$/;

export function parseDutchNumber(input: string, { decimals = 2 }: { decimals?: number } = {}): DutchNumber {
  // Spaces (also the non-breaking and thin ones of pasted text) only separate groups.
  let text = input
    .trim()
    .replace(DECORATION, '')
    .replace(DECORATION, '')
    .replace(WHOLE_EUROS, '')
    .replace(/[\s\u00a0\u202f]/g, '');
  if (text === '') return { ok: false, reason: 'empty' };
  if (text.startsWith('+')) text = text.slice(1);
  const cents = `(?:[.,]\\d{1,${decimals}})?`;
  let normal: string | null = null;
  if (new RegExp(`^\\d+${decimals ? cents : ''}$`).test(text)) {
    // One separator with 1 or 2 digits after it is a decimal one, whichever it is ("15,50", "15.50").
    // With three digits after it, a point groups thousands ("3.200") and a comma is ambiguous ("3,200").
    normal = text.replace(',', '.');
  } else if (/^\d{1,3}(?:\.\d{3})+(?:,\d+)?$/.test(text)) {
    const [whole, fraction = ''] = text.split(',');
    if (fraction.length > decimals) return { ok: false, reason: 'invalid' };
    normal = `${whole.replace(/\./g, '')}${fraction ? `.${fraction}` : ''}`;
  } else if (/^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/.test(text)) {
    return { ok: false, reason: 'ambiguous' };
  }
  if (normal === null || !/^\d{1,12}(?:\.\d+)?$/.test(normal)) return { ok: false, reason: 'invalid' };
  return { ok: true, value: Number(normal) };
}

/** "2.500": the thousands point, as the site writes every count and amount. */
export const formatDutchCount = (value: number) => value.toLocaleString('nl-NL');
