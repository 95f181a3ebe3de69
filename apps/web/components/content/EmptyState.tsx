import type { ReactNode } from 'react';
import { Link } from '@/components/layout/Link';

type Props = { children: ReactNode; action?: { href: string; label: string } };

/**
 * What a list says when it has nothing to show, in one shape everywhere (decision 027): what is empty
 * and, where there is one, the way on (GOV.UK's "no results" pattern), instead of a bare sentence.
 */
export function EmptyState({ children, action }: Props) {
  return (
    <div className="empty-state">
      <p>{children}</p>
      {action ? <Link href={action.href}>{action.label}</Link> : null}
    </div>
  );
}
