// Mail goes over plain SMTP (maildev in the tests) through Strapi 3's own nodemailer provider.
module.exports = ({ env }) => ({
  email: {
    provider: 'nodemailer',
    providerOptions: {
      host: env('SMTP_HOST', '127.0.0.1'),
      port: env.int('SMTP_PORT', 1025),
      secure: false,
      ignoreTLS: true,
      ...(env('SMTP_USER') ? { auth: { user: env('SMTP_USER'), pass: env('SMTP_PASS') } } : {}),
    },
    settings: {
      defaultFrom: env('MAIL_FROM', 'noreply@vacaturesite.test'),
      defaultReplyTo: env('MAIL_FROM', 'noreply@vacaturesite.test'),
    },
  },
});
