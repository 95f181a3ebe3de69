export const DEFAULT_PORTS = { cms: 1337, web: 3000 };

export function printUrls({ cmsPort, webPort, seconds }) {
  const admin = process.env.ADMIN_EMAIL ?? 'admin@vacaturesite.local';
  const password = process.env.ADMIN_PASSWORD ? '(uit ADMIN_PASSWORD)' : 'Welkom123!';
  console.log(`
  Klaar in ${seconds.toFixed(0)} s.

  Website        http://localhost:${webPort}
  CMS-beheer     http://localhost:${cmsPort}/admin   (${admin} / ${password})
  Gezondheid     http://localhost:${webPort}/api/health

  Stoppen: Ctrl+C
`);
}
