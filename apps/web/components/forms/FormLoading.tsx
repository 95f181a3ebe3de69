/** Stands in for a form whose code is still loading (forms load on first show, decision 014). */
export function FormLoading() {
  return (
    <p className="meta" role="status">
      Formulier laden…
    </p>
  );
}
