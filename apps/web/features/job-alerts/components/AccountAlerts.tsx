import { ActionButton } from '@/components/forms/ActionButton';
import { Link } from '@/components/layout/Link';
import { cmsFetchAsVisitor } from '@/lib/session/session';
import { getPushPublicKey, jobAlertsApi, type JobAlert } from '@/lib/cms/job-alerts';
import { PushSettings } from './PushSettings';
import { ALERT_FREQUENCY_LABEL } from '@vacaturesite/shared/job-alerts';

const HOW = (alert: JobAlert) =>
  [alert.byEmail ? 'e-mail' : null, alert.byPush ? 'pushmelding' : null].filter(Boolean).join(' en ') +
  `, ${ALERT_FREQUENCY_LABEL[alert.frequency]}`;

/** /account: the visitor's job alerts (delete) and push notifications in this browser (docs/decisions/009). */
export async function AccountAlerts() {
  const [alerts, publicKey] = await Promise.all([
    jobAlertsApi(cmsFetchAsVisitor)
      .alerts()
      .catch((error) => {
        console.error('Could not load job alerts:', error instanceof Error ? error.message : error);
        return null;
      }),
    getPushPublicKey(),
  ]);
  return (
    <>
      <section className="card" aria-labelledby="alerts-kop" data-testid="account-alerts">
        <h2 id="alerts-kop">Vacature-alerts</h2>
        {alerts === null ? <p>Je vacature-alerts konden nu niet worden geladen. Probeer het later opnieuw.</p> : null}
        {alerts?.length === 0 ? (
          <p>
            Je hebt nog geen vacature-alerts. Zoek op <Link href="/jobs">Vacatures</Link> en kies ‘Bewaar als zoekopdracht /
            Vacature-alert’.
          </p>
        ) : null}
        {alerts?.length ? (
          <ul className="list-plain job-alert__list">
            {alerts.map((alert) => (
              <li key={alert.documentId} className="job-alert__item" data-testid="job-alert-item">
                <Link href={alert.jobsPath}>{alert.label}</Link> <span className="job-alert__how">({HOW(alert)})</span>{' '}
                <ActionButton
                  url={`/api/job-alerts/${alert.documentId}`}
                  method="DELETE"
                  label="Verwijderen"
                  busyLabel="Bezig…"
                  confirm={`Vacature-alert ${alert.label} verwijderen?`}
                />
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      <section className="card" aria-labelledby="meldingen-kop">
        <h2 id="meldingen-kop">Pushmeldingen</h2>
        <p>Krijg je vacature-alerts ook als melding op dit apparaat, ook als de site niet open is.</p>
        <PushSettings publicKey={publicKey} />
      </section>
    </>
  );
}
