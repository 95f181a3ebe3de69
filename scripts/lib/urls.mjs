export const DEFAULT_PORTS = { cms: 1337, web: 3000, smtp: 1025, mail: 1080, cmsMetrics: 9464, webMetrics: 9465 };

/**
 * The admin password is printed only on the start that generated it (`newAdminPassword`); later
 * starts say where it is kept (issue 15: there is no fixed default password any more).
 */
function adminLogin({ envFile, newAdminPassword }) {
  const admin = process.env.ADMIN_EMAIL || 'admin@vacaturesite.local';
  if (process.env.ADMIN_PASSWORD) return `${admin} / wachtwoord uit ADMIN_PASSWORD`;
  if (newAdminPassword) {
    return `${admin} / ${newAdminPassword}\n                 Dit wachtwoord is nieuw en wordt maar één keer getoond; het staat als ADMIN_PASSWORD in ${envFile}.`;
  }
  return `${admin} / wachtwoord: ADMIN_PASSWORD in ${envFile}`;
}

export function printUrls({ cmsPort, webPort, mailPort = null, metricsPorts = {}, seconds, envFile, newAdminPassword = null }) {
  const metrics = Object.entries(metricsPorts)
    .filter(([, port]) => port)
    .map(([name, port]) => `http://127.0.0.1:${port}/metrics (${name})`)
    .join(', ');
  const mail = mailPort ? `\n  E-mail (test)  http://localhost:${mailPort}/index.html   (alle mails van het CMS komen hier binnen)` : '';
  console.log(`
  Klaar in ${seconds.toFixed(0)} s.

  Website        http://localhost:${webPort}
  CMS-beheer     http://localhost:${cmsPort}/admin
  Inloggen       ${adminLogin({ envFile, newAdminPassword })}
  Gezondheid     http://localhost:${webPort}/api/health${metrics ? `\n  Metrics        ${metrics}` : ''}${mail}

  Stoppen: Ctrl+C
`);
}
