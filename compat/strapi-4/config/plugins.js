// Mail goes over plain SMTP (maildev in the tests); the nodemailer provider needs no other service.
module.exports = ({ env }) => ({
  email: {
    config: {
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
  },
  'users-permissions': {
    config: {
      jwtSecret: env('JWT_SECRET', 'strapi4-test-jwt-secret'),
      // firstName and lastName come with the registration, as on this project's Strapi 5.
      register: { allowedFields: ['firstName', 'lastName'] },
    },
  },
});
