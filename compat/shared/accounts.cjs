'use strict';

/**
 * The account settings and Dutch mails of users-permissions, with links to the site (SITE_URL), as on
 * this project's Strapi 5: one definition for the Strapi 4 and the Strapi 3 (decision 053). Both majors
 * keep them in the same two plugin-store values, `advanced` and `email`, in the same shape.
 */
const paragraphs = (lines) => lines.map((line) => `<p>${line}</p>`).join('\n');

function siteUrl() {
  return (process.env.SITE_URL || 'http://127.0.0.1:3000').replace(/\/+$/, '');
}

function advancedSettings(site = siteUrl()) {
  return {
    unique_email: true,
    allow_register: true,
    email_confirmation: true,
    email_reset_password: `${site}/wachtwoord-reset`,
    email_confirmation_redirection: `${site}/inloggen?bevestigd=1`,
    default_role: 'authenticated',
  };
}

function mailTemplates(site = siteUrl(), from = process.env.MAIL_FROM || 'noreply@vacaturesite.test') {
  const template = (display, icon, object, lines) => ({
    display,
    icon,
    options: { from: { name: 'Vacaturesite', email: from }, response_email: from, object, message: paragraphs(lines) },
  });
  return {
    email_confirmation: template('Email.template.email_confirmation', 'check-square', 'Bevestig je e-mailadres', [
      'Hallo,',
      'Bedankt voor je aanmelding. Bevestig je e-mailadres via de link hieronder; daarna kun je inloggen.',
      `<a href="${site}/email-valideren?confirmation=<%= CODE %>">E-mailadres bevestigen</a>`,
    ]),
    reset_password: template('Email.template.reset_password', 'sync', 'Nieuw wachtwoord instellen', [
      'Hallo,',
      'Via de link hieronder kies je een nieuw wachtwoord. De link werkt één keer.',
      '<a href="<%= URL %>?code=<%= TOKEN %>">Nieuw wachtwoord kiezen</a>',
    ]),
  };
}

module.exports = { advancedSettings, mailTemplates };
