import { Link } from '@/components/layout/Link';
import { formatDate } from '@/lib/format';
import type { ApiKey, Webhook, WebhookDelivery } from '@/lib/cms/ats-connection';
import { ActionForm, type ActionState } from './ActionForm';
import { Hidden } from './Hidden';

type Action = (state: ActionState, form: FormData) => Promise<ActionState>;

const DELIVERY_STATE: Record<WebhookDelivery['state'], string> = {
  pending: 'wacht',
  claimed: 'wordt verstuurd',
  delivered: 'afgeleverd',
  failed: 'opgegeven',
};

/**
 * The owner's ATS connection on /jobs/mijn/organisatie (issue 46, decision 057): API keys made and revoked,
 * the webhook set and removed, and its last deliveries, without hand-made API calls. A new key and a new
 * signing secret are shown once, in the action's answer.
 */
export function AtsConnection({
  organisationId,
  keys,
  webhook,
  deliveries,
  actions,
}: {
  organisationId: string;
  keys: ApiKey[];
  webhook: Webhook;
  deliveries: WebhookDelivery[];
  actions: { createKey: Action; revokeKey: Action; setWebhook: Action; removeWebhook: Action };
}) {
  const org = { organisation: organisationId };
  return (
    <section className="card" aria-labelledby="ats-kop" data-testid="ats-connection">
      <h2 id="ats-kop">Koppeling met je ATS</h2>
      <p>
        Met een API-sleutel plaatst, wijzigt en sluit je ATS (je sollicitatiesysteem) vacatures van deze organisatie zelf. Hoe dat werkt
        staat in de <Link href="/api-documentatie">API-documentatie</Link>.
      </p>
      <h3>API-sleutels</h3>
      {keys.length ? (
        <ul className="organisation__list">
          {keys.map((key) => (
            <li key={key.id} className="organisation__item" data-testid="api-key">
              <div>
                <strong>{key.name}</strong> · <code>{key.display}</code>
                <br />
                Gemaakt op {formatDate(key.createdAt)}
                {key.lastUsedAt ? `, laatst gebruikt op ${formatDate(key.lastUsedAt)}` : ', nog niet gebruikt'}
                {key.revokedAt ? `, ingetrokken op ${formatDate(key.revokedAt)}` : ''}
              </div>
              {key.revokedAt ? null : (
                <ActionForm
                  action={actions.revokeKey}
                  submitLabel="Intrekken"
                  busyLabel="Bezig…"
                  variant="danger"
                  label={`Sleutel ${key.name} intrekken`}
                >
                  <Hidden values={{ ...org, key: key.id }} />
                </ActionForm>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p>Er zijn nog geen sleutels.</p>
      )}
      <ActionForm
        action={actions.createKey}
        submitLabel="Sleutel maken"
        busyLabel="Bezig met maken…"
        variant="primary"
        label="API-sleutel maken"
      >
        <Hidden values={org} />
        <div className="field">
          <label htmlFor="key-name">Naam van de sleutel</label>
          <input id="key-name" name="name" required maxLength={80} placeholder="Bijvoorbeeld de naam van je ATS" autoComplete="off" />
        </div>
      </ActionForm>
      <h3>Webhook</h3>
      <p>
        Bij elke sollicitatie op een vacature van deze organisatie sturen we een ondertekend bericht naar dit https-adres.
        {webhook ? (
          <>
            {' '}
            Nu: <code data-testid="webhook-url">{webhook.url}</code>.
          </>
        ) : (
          ' Er is nog geen webhook ingesteld.'
        )}
      </p>
      <ActionForm
        action={actions.setWebhook}
        submitLabel="Webhook opslaan"
        busyLabel="Bezig met opslaan…"
        variant="primary"
        label="Webhook instellen"
      >
        <Hidden values={org} />
        <div className="field">
          <label htmlFor="webhook-url">Webadres (https)</label>
          <input id="webhook-url" name="url" type="url" required maxLength={500} placeholder="https://" defaultValue={webhook?.url ?? ''} />
        </div>
      </ActionForm>
      {webhook ? (
        <ActionForm
          action={actions.removeWebhook}
          submitLabel="Webhook verwijderen"
          busyLabel="Bezig…"
          variant="danger"
          label="Webhook verwijderen"
        >
          <Hidden values={org} />
        </ActionForm>
      ) : null}
      {deliveries.length ? (
        <>
          <h4>Laatste berichten</h4>
          <ul className="organisation__list" data-testid="webhook-deliveries">
            {deliveries.slice(0, 10).map((delivery) => (
              <li key={delivery.deliveryId} className="organisation__item">
                <div>
                  {formatDate(delivery.createdAt)} · {delivery.event} · {DELIVERY_STATE[delivery.state]}
                  {delivery.attempts
                    ? ` (${delivery.attempts}× geprobeerd${delivery.lastStatus ? `, laatste antwoord ${delivery.lastStatus}` : ''})`
                    : ''}
                </div>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
