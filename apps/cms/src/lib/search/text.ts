/**
 * How vacancy text becomes search terms, the same for documents and queries: lower case, accents
 * folded (café → cafe), split on anything that is not a letter or digit, then the Snowball Dutch
 * stemmer so plural and inflected forms meet (chauffeurs → chauffeur, verpleegkundigen and
 * verpleegkundige → verpleegkund). The stemmer is Orama's port of Snowball's Dutch algorithm.
 */
// The package only exposes the stemmer through `exports`, which this CommonJS build's resolver cannot type.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const dutch: { stemmer: (word: string) => string } = require('@orama/stemmers/dutch');

/** Terms shorter than this are noise for a vacancy search (de, en, op, …) except digits. */
const MIN_TERM_LENGTH = 2;

export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

export function tokenize(text: string): string[] {
  return normalize(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= MIN_TERM_LENGTH || /^\d+$/.test(word));
}

/** Vacancy texts reuse a small vocabulary: remembering stems makes building the index at 100,000 several times faster. */
const STEM_CACHE_LIMIT = 200_000;
const stems = new Map<string, string>();

export function stem(word: string): string {
  // Digits and short words pass unchanged: the stemmer would only mangle them.
  if (word.length <= 3 || /\d/.test(word)) return word;
  let stemmed = stems.get(word);
  if (stemmed === undefined) {
    stemmed = dutch.stemmer(word);
    if (stems.size >= STEM_CACHE_LIMIT) stems.clear();
    stems.set(word, stemmed);
  }
  return stemmed;
}

export function searchTerms(text: string): string[] {
  return tokenize(text).map(stem);
}

/**
 * Typo tolerance per term: none for short words (every 3-letter word is one edit from dozens of
 * others), one edit from 5 letters, two from 9.
 */
export function maxEdits(term: string): number {
  if (term.length >= 9) return 2;
  if (term.length >= 5) return 1;
  return 0;
}
