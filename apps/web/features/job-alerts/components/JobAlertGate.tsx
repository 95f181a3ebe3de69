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

/**
 * The alert form for a signed-in visitor, an invitation to sign in otherwise. Until that is known the
 * invitation's line holds its place unseen, so the results under it do not jump down when it appears
 * (most visitors are signed out; the screenshot test of /jobs caught the 33 px shift).
 */
export function JobAlertGate({ signInHref, form }: Props) {
  const visitor = useVisitor();
  if (!visitor?.user) {
    const known = visitor !== undefined;
    return (
      <p className={known ? 'job-alert' : 'job-alert job-alert--pending'} aria-hidden={known ? undefined : true}>
        {known ? <Link href={signInHref}>Log in</Link> : 'Log in'} en bewaar hem als vacature-alert.
      </p>
    );
  }
  return <JobAlertForm {...form} />;
}
