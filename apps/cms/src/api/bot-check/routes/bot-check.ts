/** The challenge is public; the routes it protects name `api::bot-check.verify` in their middlewares (BOT_CHECKED). */
export default {
  routes: [
    {
      method: 'GET',
      path: '/bot-check/challenge',
      handler: 'bot-check.challenge',
      // Limited per client address in the controller (BOT_CHECK_CHALLENGE_RATE_MAX a minute, issue 34).
      config: { auth: false },
    },
  ],
};
