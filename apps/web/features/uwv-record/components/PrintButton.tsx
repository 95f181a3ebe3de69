'use client';

/** The browser's own print dialog, where "Opslaan als pdf" is one of the printers (decision 054). */
export function PrintButton() {
  return (
    <button type="button" className="button print-hidden" onClick={() => window.print()}>
      Afdrukken / opslaan als pdf
    </button>
  );
}
