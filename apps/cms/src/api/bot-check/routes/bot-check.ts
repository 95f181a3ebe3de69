/** The challenge is public; the routes it protects name `api::bot-check.verify` in their middlewares (BOT_CHECKED). */
export default {
  routes: [
    {
      method: 'GET',
      path: '/bot-check/challenge',
      handler: 'bot-check.challenge',
      // Not rate limited: a challenge costs the server one key derivation, and a page may ask for a few.
      config: { auth: false },
    },
  ],
};
