import type { ReactNode } from 'react';

/** The empty layout (spec §2): no header or footer, for widgets, landing pages and focused tasks. */
export default function EmptyLayout({ children }: { children: ReactNode }) {
  return (
    <div className="empty-layout">
      <main id="inhoud" className="container">
        {children}
      </main>
    </div>
  );
}
