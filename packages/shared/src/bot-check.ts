/** The header that carries the browser's proof-of-work solution (decision 016) from the site to the CMS, which checks it. */
export const BOT_CHECK_HEADER = 'x-bot-check';
