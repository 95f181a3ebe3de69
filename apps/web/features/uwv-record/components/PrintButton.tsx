'use client';

/** The browser's own print dialog, for a copy on paper (the PDF is a download of its own). */
export function PrintButton() {
  return (
    <button type="button" className="button print-hidden" onClick={() => window.print()}>
      Afdrukken
    </button>
  );
}
