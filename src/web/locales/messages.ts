/** One language's messages: each `<namespace>.json` of its folder under its namespace's name. */
export type Messages = Record<string, unknown>;

export function byNamespace(files: Record<string, unknown>): Messages {
  return Object.fromEntries(
    Object.entries(files).map(([path, messages]) => [path.replace(/^.*\/|\.json$/g, ''), messages]),
  );
}
