'use client';

import { useState, type ComponentProps } from 'react';
import { Link } from '@/components/layout/Link';
import { useVisitor } from '@/components/layout/VisitorContext';
import { lazyPart } from '@/components/lazy-part';
import type { JobAlertForm as JobAlertFormComponent } from './JobAlertForm';

// react-hook-form and zod load when a form does (decision 014): the account's one, or a guest's once opened.
const JobAlertForm = lazyPart(() => import('./JobAlertForm').then((module) => module.JobAlertForm));
const GuestAlertForm = lazyPart(() => import('./GuestAlertForm').then((module) => module.GuestAlertForm));

type Props = { signInHref: string; form: ComponentProps<typeof JobAlertFormComponent> };

/**
 * The alert form for a signed-in visitor; for anyone else the same offer folded, with an address
 * instead of an account (decision 032) and a way to sign in. Until the visitor is known the line holds
 * its place unseen, so the results under it do not jump down when it appears (the screenshot test of
 * /jobs caught a 33 px shift).
 */
export function JobAlertGate({ signInHref, form }: Props) {
  const visitor = useVisitor();
  const [opened, setOpened] = useState(false);
  if (visitor === undefined)
    return (
      <p className="job-alert job-alert--pending" aria-hidden>
        Bewaar als zoekopdracht / Vacature-alert
      </p>
    );
  if (visitor?.user) return <JobAlertForm {...form} />;
  const { publicKey: _publicKey, ...search } = form;
  return (
    <details className="card job-alert" data-testid="job-alert" onToggle={(event) => setOpened(event.currentTarget.open)}>
      <summary>Bewaar als zoekopdracht / Vacature-alert</summary>
      {opened ? <GuestAlertForm {...search} /> : null}
      <p>
        Heb je een account? <Link href={signInHref}>Log in</Link> en krijg je alerts ook als pushmelding.
      </p>
    </details>
  );
}
