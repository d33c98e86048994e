/** Helpers of the forms that hold a record's fields as text (react-hook-form) and let the shared schema parse them. */

/** A value as a text input holds it: '' for none. */
export function inputText(value: string | number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

/** Whether a key (a server's field name, say) is one of the form's fields. */
export const isFieldOf =
  <K extends string>(fields: readonly K[]) =>
  (key: string): key is K =>
    (fields as readonly string[]).includes(key);

/**
 * Per-field messages (a server's, keyed by dotted paths) keyed as the form's fields: `fieldOf` names
 * a path's field, and the first message of a field wins.
 */
export const errorsKeyedBy =
  (fieldOf: (path: string) => string) =>
  (errors: Record<string, string>): Record<string, string> => {
    const keyed: Record<string, string> = {};
    for (const [path, message] of Object.entries(errors)) keyed[fieldOf(path)] ??= message;
    return keyed;
  };

/**
 * Puts a server's per-field messages on the form's fields, focusing the first; fields the form does
 * not show (`isShown` false) are skipped. Returns whether any message was shown, so that the caller
 * shows a toast otherwise.
 */
export function showFieldErrors<K extends string>(
  fields: Record<string, string> | undefined,
  isShown: (field: string) => field is K,
  setError: (field: K, error: { message: string }, options: { shouldFocus: boolean }) => void,
): boolean {
  let shown = false;
  for (const [field, message] of Object.entries(fields ?? {})) {
    if (isShown(field)) {
      setError(field, { message }, { shouldFocus: !shown });
      shown = true;
    }
  }
  return shown;
}
