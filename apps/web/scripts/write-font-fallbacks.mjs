/** Writes app/styles/font-fallbacks.css (lib/fonts/fallbacks.mjs says why). */
import { writeFileSync } from 'node:fs';
import { fontFallbackCss } from '../lib/fonts/fallbacks.mjs';

writeFileSync(new URL('../app/styles/font-fallbacks.css', import.meta.url), fontFallbackCss());
