import type { PostedStatus } from '@vacaturesite/shared/my-jobs';
import type { ApplicationStatus } from '@vacaturesite/shared/applications';

/** How a poster's vacancy is doing, in Dutch, with a tone for the badge. */
export const POSTED_STATUS_LABEL: Record<PostedStatus, { label: string; tone: 'wait' | 'ok' | 'bad' | 'off'; explanation: string }> = {
  awaiting_review: {
    label: 'Wacht op beoordeling',
    tone: 'wait',
    explanation: 'De redactie bekijkt je vacature. Na goedkeuring staat hij online.',
  },
  rejected: {
    label: 'Afgewezen',
    tone: 'bad',
    explanation: 'De redactie heeft je vacature niet goedgekeurd. Pas hem aan; daarna bekijken we hem opnieuw.',
  },
  published: { label: 'Online', tone: 'ok', explanation: 'Je vacature staat online en bezoekers kunnen solliciteren.' },
  changes_pending: {
    label: 'Online, wijzigingen wachten op beoordeling',
    tone: 'wait',
    explanation: 'De vorige versie blijft online tot de redactie je wijzigingen heeft goedgekeurd.',
  },
  changes_rejected: {
    label: 'Online, wijzigingen afgewezen',
    tone: 'bad',
    explanation: 'De vorige versie staat nog online; je laatste wijzigingen zijn niet goedgekeurd.',
  },
  offline: {
    label: 'Offline gehaald',
    tone: 'off',
    explanation: 'De redactie heeft je vacature offline gehaald. Neem contact met ons op als je vragen hebt.',
  },
  expired: {
    label: 'Verlopen',
    tone: 'off',
    explanation:
      'De sluitingsdatum is voorbij: de vacature staat niet meer in de lijsten. Kies hieronder een nieuwe datum; na goedkeuring staat hij er weer in.',
  },
  closed: {
    label: 'Gesloten',
    tone: 'off',
    explanation: 'Je hebt de vacature gesloten: hij staat niet in de lijsten en niemand kan nog solliciteren.',
  },
};

export function applicationCountLabel(count: number): string {
  return count === 1 ? '1 sollicitatie' : `${count.toLocaleString('nl-NL')} sollicitaties`;
}

export function fileSizeLabel(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024).toLocaleString('nl-NL')} kB`;
  return `${(bytes / (1024 * 1024)).toLocaleString('nl-NL', { maximumFractionDigits: 1 })} MB`;
}

/** The badge tone of an application's status (decision 033); the words are the shared APPLICATION_STATUS_LABEL. */
export const APPLICATION_STATUS_TONE: Record<ApplicationStatus, 'wait' | 'ok' | 'bad' | 'off'> = {
  ontvangen: 'wait',
  bekeken: 'wait',
  uitgenodigd: 'ok',
  afgewezen: 'bad',
  gesloten: 'off',
};
