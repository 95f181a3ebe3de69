/**
 * The framework floor for `npm run bench -- pages`: the smallest App Router page Next.js builds, with
 * no CSS, fonts, images or client components of ours. What Lighthouse and the first-load JavaScript
 * measure here is what every page of the site pays before any of our code (decision 014).
 */
export default function RootLayout({ children }) {
  return (
    <html lang="nl">
      <body>{children}</body>
    </html>
  );
}
