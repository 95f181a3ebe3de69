import { Button, Modal } from '@strapi/design-system';

/**
 * "Goedkeuren" and "Verifiëren" ask first (issue 46): each mails someone and puts something online at once,
 * and a click in a long list lands on the wrong row sooner than a typed reason does. Open while mounted.
 */
export function ConfirmDialog({
  title,
  body,
  confirmLabel,
  onCancel,
  onConfirm,
}: {
  title: string;
  body: string;
  confirmLabel: string;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Modal.Root
      open
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
    >
      <Modal.Content aria-describedby={undefined} style={{ maxWidth: '40rem' }}>
        <Modal.Header closeLabel="Sluiten">
          <Modal.Title>{title}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>{body}</p>
        </Modal.Body>
        <Modal.Footer>
          <Modal.Close>
            <Button variant="tertiary">Annuleren</Button>
          </Modal.Close>
          <Button onClick={onConfirm}>{confirmLabel}</Button>
        </Modal.Footer>
      </Modal.Content>
    </Modal.Root>
  );
}
