'use client';

import type { ComponentProps } from 'react';
import { Link } from '@/components/layout/Link';
import { useVisitor } from '@/components/layout/VisitorContext';
import dynamic from 'next/dynamic';
import { FormLoading } from '@/components/forms/FormLoading';
import type { JobAlertForm as JobAlertFormComponent } from './JobAlertForm';

// Shown to signed-in visitors only: react-hook-form and zod load when the form does (decision 014).
const JobAlertForm = dynamic(() => import('./JobAlertForm').then((module) => module.JobAlertForm), { loading: FormLoading });

type Props = { signInHref: string; form: ComponentProps<typeof JobAlertFormComponent> };

/** The alert form for a signed-in visitor, an invitation to sign in otherwise; nothing until that is known. */
export function JobAlertGate({ signInHref, form }: Props) {
  const visitor = useVisitor();
  if (visitor === undefined) return null;
  if (!visitor?.user) {
    return (
      <p className="job-alert job-alert--signed-out">
        <Link href={signInHref}>Log in</Link> en bewaar hem als vacature-alert.
      </p>
    );
  }
  return <JobAlertForm {...form} />;
}
