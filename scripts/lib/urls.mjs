export const DEFAULT_PORTS = { cms: 1337, web: 3000, smtp: 1025, mail: 1080 };

export function printUrls({ cmsPort, webPort, mailPort = null, seconds }) {
  const admin = process.env.ADMIN_EMAIL ?? 'admin@vacaturesite.local';
  const password = process.env.ADMIN_PASSWORD ? '(uit ADMIN_PASSWORD)' : 'Welkom123!';
  const mail = mailPort ? `\n  E-mail (test)  http://localhost:${mailPort}/index.html   (alle mails van het CMS komen hier binnen)` : '';
  console.log(`
  Klaar in ${seconds.toFixed(0)} s.

  Website        http://localhost:${webPort}
  CMS-beheer     http://localhost:${cmsPort}/admin   (${admin} / ${password})
  Gezondheid     http://localhost:${webPort}/api/health${mail}

  Stoppen: Ctrl+C
`);
}
