'use client';

import type { ComponentProps } from 'react';
import { Link } from '@/components/layout/Link';
import { useVisitor } from '@/components/layout/VisitorContext';
import { JobAlertForm } from './JobAlertForm';

type Props = { signInHref: string; form: ComponentProps<typeof JobAlertForm> };

/** The alert form for a signed-in visitor, an invitation to sign in otherwise; nothing until that is known. */
export function JobAlertGate({ signInHref, form }: Props) {
  const visitor = useVisitor();
  if (visitor === undefined) return null;
  if (!visitor?.user) {
    return (
      <p className="job-alert job-alert--signed-out">
        Nieuwe vacatures voor deze zoekopdracht vanzelf ontvangen? <Link href={signInHref}>Log in</Link> en bewaar hem als vacature-alert.
      </p>
    );
  }
  return <JobAlertForm {...form} />;
}
