/** Visitor accounts (decision 003): the limits the site's forms show and the CMS enforces. */

/** First and last names. */
export const NAME_MAX_LENGTH = 80;
export const PASSWORD_MIN_LENGTH = 8;
/** bcrypt reads at most 72 bytes (and Strapi refuses longer passwords): more would be cut silently. */
export const PASSWORD_MAX_BYTES = 72;

/** The word a visitor types to delete their account: the site's form and its route handler check it. */
export const DELETE_CONFIRMATION_WORD = 'VERWIJDER';
