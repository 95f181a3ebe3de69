/** A refusal next to the button that caused it, announced. */
export function InlineError({ message }: { message: string | null }) {
  return message ? (
    <span className="field__error" role="alert">
      {message}
    </span>
  ) : null;
}
