import { type FormEvent, useRef, useState } from 'react';
import { Button, Field, Modal, Textarea } from '@strapi/design-system';
import { REASON_LIMITS } from './reason-limits';

/**
 * The reason for refusing a claim, turning a vacancy down or taking one offline (decision 056). It is
 * mailed and shown on the site, so it cannot be empty: "Versturen" waits for a few words. Open
 * while mounted: the queue page mounts it per request, so each one starts with an empty reason.
 */
export function ReasonDialog({
  title,
  recipient,
  onCancel,
  onSend,
}: {
  /** What the editor is about to do, e.g. "Bakkerij Jansen weigeren". */
  title: string;
  /** Who gets the reason by mail, e.g. "aanvrager". */
  recipient: string;
  onCancel: () => void;
  onSend: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const field = useRef<HTMLTextAreaElement>(null);
  const trimmed = reason.trim();
  const enough = trimmed.length >= REASON_LIMITS.min;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (enough) onSend(trimmed);
  };

  return (
    <Modal.Root
      open
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
    >
      <Modal.Content
        aria-describedby={undefined}
        style={{ maxWidth: '48rem' }}
        // The header's close button comes first; the editor came to type.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          field.current?.focus();
        }}
      >
        <form onSubmit={submit}>
          <Modal.Header closeLabel="Sluiten">
            <Modal.Title>{title}</Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <Field.Root name="reason" required>
              <Field.Label>Reden (de {recipient} krijgt deze per e-mail)</Field.Label>
              <Textarea ref={field} value={reason} maxLength={REASON_LIMITS.max} onChange={(event) => setReason(event.target.value)} />
              <Field.Hint>Minstens {REASON_LIMITS.min} tekens.</Field.Hint>
            </Field.Root>
          </Modal.Body>
          <Modal.Footer>
            <Modal.Close>
              <Button variant="tertiary">Annuleren</Button>
            </Modal.Close>
            <Button type="submit" disabled={!enough}>
              Versturen
            </Button>
          </Modal.Footer>
        </form>
      </Modal.Content>
    </Modal.Root>
  );
}
