/** Hidden fields of a Server Action form: the ids the action acts on (the CMS decides whether this account may). */
export function Hidden({ values }: { values: Record<string, string> }) {
  return Object.entries(values).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
}
