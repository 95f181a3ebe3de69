import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { FormAlert } from '@/components/forms/FormAlert';
import { Link } from '@/components/layout/Link';
import { cmsFetchAsVisitor, getCurrentUser } from '@/lib/session/session';
import { ActionForm } from '@/features/organisations/components/ActionForm';
import { getPlaceOptions } from '@/lib/cms';
import { organisationsApi, type Organisation, type PendingInvitation } from '@/lib/cms/organisations';
import { signInPath } from '@/lib/urls';
import { ORGANISATION_INVITE_TTL_DAYS, ORGANISATION_OPEN_INVITES_MAX } from '@vacaturesite/shared/organisations';
import {
  acceptPendingInvitation,
  claimOrganisation,
  handOver,
  inviteColleague,
  leaveOrganisation,
  removeMember,
  revokeInvite,
  createApiKey,
  revokeApiKey,
  setWebhook,
  removeWebhook,
} from './actions';
import { AtsConnection } from '@/features/organisations/components/AtsConnection';
import { Hidden } from '@/features/organisations/components/Hidden';
import { atsConnectionApi } from '@/lib/cms/ats-connection';

export const metadata: Metadata = { title: 'Organisatie', robots: { index: false } };

const PAGE = '/jobs/mijn/organisatie';

const VERIFICATION_TEXT = {
  claimed: 'Wacht op verificatie door de redactie. Tot dan bekijkt de redactie je vacatures voordat ze online komen.',
  verified: 'Geverifieerd: vacatures van jou en je collega’s komen meteen online.',
  refused: 'Niet geverifieerd. Je vacatures worden eerst door de redactie bekeken.',
} as const;

const day = (value: string) =>
  new Intl.DateTimeFormat('nl-NL', { dateStyle: 'long', timeZone: 'Europe/Amsterdam' }).format(new Date(value));

function Invitations({ invitations }: { invitations: PendingInvitation[] }) {
  if (!invitations.length) return null;
  return (
    <section className="card" aria-labelledby="uitnodigingen-kop" data-testid="pending-invitations">
      <h2 id="uitnodigingen-kop">Je bent uitgenodigd</h2>
      <ul className="organisation__list">
        {invitations.map((invitation) => (
          <li key={invitation.documentId} className="organisation__item">
            <div>
              <strong>{invitation.organisationName}</strong> nodigt je uit als lid (geldig tot {day(invitation.expiresAt)}).
            </div>
            <ActionForm action={acceptPendingInvitation} submitLabel="Uitnodiging accepteren" busyLabel="Bezig…" variant="primary">
              <Hidden values={{ invite: invitation.documentId }} />
            </ActionForm>
          </li>
        ))}
      </ul>
    </section>
  );
}

async function ClaimForm() {
  const places = await getPlaceOptions();
  return (
    <section className="card" aria-labelledby="aanmelden-kop">
      <h2 id="aanmelden-kop">Je organisatie aanmelden</h2>
      <p>
        Plaats je vacatures namens een werkgever? Meld de organisatie aan. De redactie verifieert hem één keer; daarna komen vacatures van
        jou en je collega’s meteen online. Je wordt eigenaar en kunt collega’s uitnodigen.
      </p>
      <ActionForm
        action={claimOrganisation}
        submitLabel="Organisatie aanmelden"
        busyLabel="Bezig met aanmelden…"
        variant="primary"
        label="Organisatie aanmelden"
      >
        <div className="field">
          <label htmlFor="org-name">Naam van de organisatie</label>
          <input id="org-name" name="name" required minLength={2} maxLength={120} autoComplete="organization" />
        </div>
        <div className="field">
          <label htmlFor="org-website">Website (niet verplicht)</label>
          <input id="org-website" name="website" type="url" maxLength={300} placeholder="https://" />
        </div>
        <div className="field">
          <label htmlFor="org-place">Plaats (niet verplicht)</label>
          <select id="org-place" name="place" defaultValue="">
            <option value="">Geen plaats</option>
            {places.map((place) => (
              <option key={place.documentId} value={place.documentId}>
                {place.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="org-description">Korte beschrijving</label>
          <textarea id="org-description" name="description" required minLength={20} maxLength={2000} rows={4} />
        </div>
      </ActionForm>
    </section>
  );
}

/** The owner's API keys and webhook (issue 46); members do not see them (the CMS answers them 403). */
async function OwnersAtsConnection({ organisationId }: { organisationId: string }) {
  const api = atsConnectionApi(cmsFetchAsVisitor);
  const [keys, webhook, deliveries] = await Promise.all([
    api.keys(organisationId),
    api.webhook(organisationId),
    api.deliveries(organisationId),
  ]);
  return (
    <AtsConnection
      organisationId={organisationId}
      keys={keys}
      webhook={webhook}
      deliveries={deliveries}
      actions={{ createKey: createApiKey, revokeKey: revokeApiKey, setWebhook, removeWebhook }}
    />
  );
}

function OrganisationView({ organisation }: { organisation: Organisation }) {
  const owner = organisation.role === 'owner';
  const org = { organisation: organisation.documentId };
  return (
    <>
      <section className="card" aria-labelledby="org-kop" data-testid="organisation">
        <h2 id="org-kop">{organisation.name}</h2>
        <p data-testid="organisation-verification">
          {organisation.verification ? VERIFICATION_TEXT[organisation.verification] : 'Door de redactie aangemaakt.'}
        </p>
        {organisation.verificationNote ? (
          <p className="organisation__note">
            <strong>Reden van de redactie:</strong> {organisation.verificationNote}
          </p>
        ) : null}
        <p>
          Je bent {owner ? 'eigenaar' : 'lid'}. Alle vacatures en sollicitaties van {organisation.name} staan onder{' '}
          <Link href="/jobs/mijn">Mijn vacatures</Link>.
        </p>
      </section>
      <section className="card" aria-labelledby="leden-kop" data-testid="members">
        <h2 id="leden-kop">Leden ({organisation.members.length})</h2>
        <ul className="organisation__list">
          {organisation.members.map((member) => (
            <li key={member.documentId} className="organisation__item" data-testid="member">
              <div>
                <strong>{[member.firstName, member.lastName].filter(Boolean).join(' ') || member.email}</strong>
                {member.me ? ' (jij)' : ''} · {member.role === 'owner' ? 'eigenaar' : 'lid'}
                <br />
                {member.email}
              </div>
              <div className="organisation__actions">
                {owner && !member.me ? (
                  <>
                    <ActionForm action={handOver} submitLabel="Maak eigenaar" busyLabel="Bezig…">
                      <Hidden values={{ ...org, member: member.documentId }} />
                    </ActionForm>
                    <ActionForm action={removeMember} submitLabel="Verwijderen" busyLabel="Bezig…" variant="danger">
                      <Hidden values={{ ...org, member: member.documentId }} />
                    </ActionForm>
                  </>
                ) : null}
                {member.me && !owner ? (
                  <ActionForm action={leaveOrganisation} submitLabel="Organisatie verlaten" busyLabel="Bezig…" variant="danger">
                    <Hidden values={org} />
                  </ActionForm>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
        {owner ? <p>Wil je zelf weg? Maak dan eerst een collega eigenaar; er is altijd precies één eigenaar.</p> : null}
      </section>
      {owner ? (
        <section className="card" aria-labelledby="uitnodigen-kop" data-testid="invites">
          <h2 id="uitnodigen-kop">Collega uitnodigen</h2>
          <p>
            Je collega krijgt een link per e-mail die {ORGANISATION_INVITE_TTL_DAYS} dagen geldig is en één keer werkt. Er kunnen hoogstens{' '}
            {ORGANISATION_OPEN_INVITES_MAX} uitnodigingen tegelijk openstaan.
          </p>
          <ActionForm
            action={inviteColleague}
            submitLabel="Uitnodiging versturen"
            busyLabel="Bezig met versturen…"
            variant="primary"
            label="Collega uitnodigen"
          >
            <Hidden values={org} />
            <div className="field">
              <label htmlFor="invite-email">E-mailadres van je collega</label>
              <input id="invite-email" name="email" type="email" required autoComplete="off" maxLength={254} />
            </div>
          </ActionForm>
          {organisation.invites.length ? (
            <>
              <h3>Openstaande uitnodigingen</h3>
              <ul className="organisation__list">
                {organisation.invites.map((invite) => (
                  <li key={invite.documentId} className="organisation__item" data-testid="invite">
                    <div>
                      {invite.email} · geldig tot {day(invite.expiresAt)}
                    </div>
                    <ActionForm action={revokeInvite} submitLabel="Intrekken" busyLabel="Bezig…">
                      <Hidden values={{ ...org, invite: invite.documentId }} />
                    </ActionForm>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
      ) : null}
      {owner ? <OwnersAtsConnection organisationId={organisation.documentId} /> : null}
    </>
  );
}

/** /jobs/mijn/organisatie: the account's organisation, its members and invitations; or claiming one (decision 056). */
export default async function OrganisationPage() {
  if (!(await getCurrentUser())) redirect(signInPath(PAGE));
  const { organisation, invitations } = await organisationsApi(cmsFetchAsVisitor).mine();
  return (
    <div className="my-jobs">
      <Link className="back-link" href="/jobs/mijn">
        ← Mijn vacatures
      </Link>
      <h1>Organisatie</h1>
      {organisation ? (
        <OrganisationView organisation={organisation} />
      ) : (
        <>
          <FormAlert kind="info" focus={false}>
            Je hoort nog niet bij een organisatie. Je kunt gewoon vacatures plaatsen; de redactie bekijkt ze dan eerst.
          </FormAlert>
          <Invitations invitations={invitations} />
          <ClaimForm />
        </>
      )}
    </div>
  );
}
