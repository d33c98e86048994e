import type { ErrorCode } from '../../shared/errors.ts';
import type { Problem } from '../../shared/responses.ts';

/**
 * An API failure: the problem body's code, message and per-field errors (or NETWORK_ERROR).
 * /api/auth answers better-auth's own codes (e.g. INVALID_EMAIL_OR_PASSWORD) in the same shape.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | (string & {}),
    message: string,
    readonly errors: Record<string, string> = {},
    /** ORIGIN_NOT_ALLOWED: the server's own address, where the page should be opened. */
    readonly appUrl?: string,
  ) {
    super(message);
  }
}

/** Fetches JSON from the API; any non-2xx answer becomes an ApiError carrying the server's problem. */
export async function api<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (json !== undefined) headers.set('content-type', 'application/json');
  let res: Response;
  try {
    res = await fetch(path, {
      ...rest,
      headers,
      credentials: 'same-origin',
      body: json === undefined ? rest.body : JSON.stringify(json),
    });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', 'Network error. Please check your connection.');
  }
  if (res.ok) return (res.status === 204 ? undefined : await res.json()) as T;
  const problem = (await res.json().catch(() => null)) as (Partial<Omit<Problem, 'code'>> & { code?: string }) | null;
  throw new ApiError(
    res.status,
    problem?.code ?? 'UNKNOWN_ERROR',
    problem?.message ?? res.statusText,
    problem?.errors ?? {},
    problem?.appUrl,
  );
}

/** Filters as a query string: lists comma-separated, empty values left out ('' when nothing is left). */
export function toQuery(filters: object): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length) params.set(key, value.join(','));
    } else params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
