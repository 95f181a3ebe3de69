import { config } from 'zod/v4/core';
import en from 'zod/v4/locales/en.js';

/**
 * Classic `zod` sets up its English messages when imported; `zod/mini` sets up none, so every issue
 * without a Dutch message of our own (a malformed body: a number for a string, a missing object)
 * would read just "Invalid input". The schemas import this module to keep those messages as they were.
 */
config(en());
