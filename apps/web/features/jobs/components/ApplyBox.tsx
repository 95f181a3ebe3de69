'use client';

import { FormAlert } from '@/components/forms/FormAlert';
import { Link } from '@/components/layout/Link';
import { useVisitorFetch } from '@/components/layout/VisitorContext';
import { formatDate } from '@/lib/format';
import { signInPath } from '@/lib/urls';
import { lazyPart } from '@/components/lazy-part';

// Shown to signed-in visitors only: react-hook-form and zod load when the form does (decision 014).
const ApplyForm = lazyPart(() => import('./ApplyForm').then((module) => module.ApplyForm));

/**
 * Applying through the site, for vacancies that take applications here (posted by visitors) and are
 * open. What it shows depends on who looks: a sign-in link, the poster's own link to manage it, the
 * visitor's earlier application, or the form. The vacancy page is cached for everyone (decision 010),
 * so this part asks the visitor's state from the browser.
 */
export function ApplyBox({ vacancyId, returnTo }: { vacancyId: string; returnTo: string }) {
  const visitor = useVisitorFetch(`?vacancy=${encodeURIComponent(vacancyId)}`);
  if (visitor === undefined) return <p className="meta">Even kijken of je bent ingelogd…</p>;
  if (!visitor?.user) {
    return (
      <>
        <p>Log in om te solliciteren met je motivatie en je cv. Daarna kom je terug op deze vacature.</p>
        <p>
          <Link className="button" href={signInPath(returnTo)} data-apply-click={vacancyId}>
            Inloggen om te solliciteren
          </Link>
        </p>
        <p>
          Nog geen account? <Link href="/registreren">Maak een account aan</Link>
        </p>
      </>
    );
  }
  const state = visitor.apply;
  if (!state || state.failed)
    return <FormAlert focus={false}>Solliciteren is op dit moment niet mogelijk. Probeer het later opnieuw.</FormAlert>;
  if (state.own) {
    return (
      <p>
        Dit is jouw vacature. <Link href={`/jobs/mijn/${vacancyId}`}>Beheer je vacature en bekijk de sollicitaties</Link>
      </p>
    );
  }
  if (state.appliedAt) {
    return (
      <FormAlert kind="success">
        <p>Je hebt op {formatDate(state.appliedAt)} op deze vacature gesolliciteerd.</p>
        <p>
          <Link href="/jobs/mijn?tab=sollicitaties">Bekijk je sollicitaties</Link>
        </p>
      </FormAlert>
    );
  }
  return <ApplyForm vacancyId={vacancyId} />;
}
