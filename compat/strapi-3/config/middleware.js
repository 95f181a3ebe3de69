// Every request in the log with its status ("GET /vacancies?… (12 ms) 200"): the e2e test reads it for refused questions.
module.exports = {
  settings: {
    logger: { level: 'debug', requests: true, exposeInContext: true },
  },
};
