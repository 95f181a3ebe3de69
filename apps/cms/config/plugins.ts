import { MAIL_TIMEOUTS_MS } from '../src/lib/mail';
import { SharedRateLimitStore } from '../src/lib/rate-limits';
import { validatePasswordRule } from '../src/lib/validation';
import { switchSetting, wholeNumberSetting } from '@vacaturesite/shared';

export default ({ env }) => ({
  'users-permissions': {
    config: {
      jwtSecret: env('JWT_SECRET'),
      // The site keeps the jwt in its httpOnly session cookie for the same 30 days (decision 003).
      jwt: { expiresIn: '30d' },
      // Registration may also set the visitor's name; username/email/password are always allowed.
      register: { allowedFields: ['firstName', 'lastName'] },
      // Register, reset and change-password follow the activation rule: 8 characters up to 72 bytes.
      validationRules: { validatePassword: validatePasswordRule },
      // plugin::users-permissions.rateLimit on /auth/*, /connect/* and our /account-activation routes.
      // Key: route + client IP (ctx.request.ip, from X-Forwarded-For, see config/server.ts), plus
      // body.email on routes that take one. Counted across CMS instances on Redis when REDIS_URL is set,
      // in this process's memory otherwise (src/lib/rate-limits.ts, decision 038).
      ratelimit: {
        store: new SharedRateLimitStore(),
        enabled: switchSetting(env('RATE_LIMIT_ENABLED'), true),
        interval: wholeNumberSetting(env('RATE_LIMIT_INTERVAL_MS'), 60_000),
        max: wholeNumberSetting(env('RATE_LIMIT_MAX'), 10),
      },
    },
  },
  email: {
    config: {
      provider: 'nodemailer',
      providerOptions: {
        host: env('SMTP_HOST', '127.0.0.1'),
        port: env.int('SMTP_PORT', 1025),
        secure: env.bool('SMTP_SECURE', false),
        ignoreTLS: !env.bool('SMTP_SECURE', false),
        ...(env('SMTP_USERNAME', '') ? { auth: { user: env('SMTP_USERNAME'), pass: env('SMTP_PASSWORD') } } : {}),
        ...MAIL_TIMEOUTS_MS,
      },
      settings: {
        defaultFrom: env('MAIL_FROM', 'Vacaturesite <noreply@vacaturesite.local>'),
        defaultReplyTo: env('MAIL_REPLY_TO', 'info@vacaturesite.local'),
      },
    },
  },
});
