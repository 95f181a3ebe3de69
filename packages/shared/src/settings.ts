/**
 * Reading an operator's settings (environment variables) the same way in both apps. An empty or
 * mistyped value falls back to the default instead of becoming 0 (`Number('')` is 0: a rate limit of
 * nothing, a worker polling in a busy loop) or NaN, and a switch means the same in every place.
 */

/** A whole number of at least `min`, else `fallback`. */
export function wholeNumberSetting(value: string | undefined, fallback: number, min = 1): number {
  const text = value?.trim() ?? '';
  if (!/^\d+$/.test(text)) return fallback;
  const number = Number(text);
  return Number.isSafeInteger(number) && number >= min ? number : fallback;
}

const ON = new Set(['true', '1', 'yes', 'on', 'ja']);
const OFF = new Set(['false', '0', 'no', 'off', 'nee']);

/** A switch: true/1/yes/on (or ja) and false/0/no/off (or nee), any case; anything else `fallback`. */
export function switchSetting(value: string | undefined, fallback: boolean): boolean {
  const text = value?.trim().toLowerCase() ?? '';
  if (ON.has(text)) return true;
  if (OFF.has(text)) return false;
  return fallback;
}
