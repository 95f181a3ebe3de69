import type { Registration } from '@/lib/cms/registrations';
import { formatPrice } from '@/lib/format';
import { CancelRegistration } from './CancelRegistration';

export const STATUS_LABEL: Record<Registration['status'], string> = {
  confirmed: 'Ingeschreven',
  waitlisted: 'Op de wachtlijst',
  cancelled: 'Geannuleerd',
};

/** "Ingeschreven" or "Op de wachtlijst (plaats 2)". */
export function statusText(registration: Registration): string {
  const position =
    registration.status === 'waitlisted' && registration.waitingListPosition ? ` (plaats ${registration.waitingListPosition})` : '';
  return `${STATUS_LABEL[registration.status]}${position}`;
}

/**
 * One registration's status, payment and (for events still to come) the cancel button. Used on the
 * event page and on /inschrijvingen. The IBAN arrives masked from the CMS.
 */
export function RegistrationSummary({
  registration,
  cancellable,
  onCancelled,
}: {
  registration: Registration;
  cancellable: boolean;
  onCancelled?: () => void;
}) {
  const { payment } = registration;
  return (
    <div className="registration-summary" data-testid="registration" data-status={registration.status}>
      <p className={`registration-status registration-status--${registration.status}`}>
        <strong>{statusText(registration)}</strong>
      </p>
      {registration.status === 'waitlisted' ? (
        <p>Komt er een plaats vrij, dan schrijven we je automatisch in en krijg je een e-mail.</p>
      ) : null}
      {payment ? (
        <dl className="facts">
          <dt>Bedrag</dt>
          <dd>{formatPrice(payment.amount)}</dd>
          <dt>Rekening</dt>
          <dd>
            <span className="iban" data-testid="masked-iban">
              {payment.iban}
            </span>{' '}
            t.n.v. {payment.accountHolder}
          </dd>
          {payment.mandateReference ? (
            <>
              <dt>Machtigingskenmerk</dt>
              <dd>{payment.mandateReference}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
      {cancellable ? (
        <CancelRegistration
          id={registration.documentId}
          title={registration.event.title}
          waitlisted={registration.status === 'waitlisted'}
          onCancelled={onCancelled}
        />
      ) : null}
    </div>
  );
}
