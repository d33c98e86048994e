/**
 * After Stripe Checkout the browser comes back to /invoice/{token}?paid=1 before the webhook may have
 * recorded the payment: the page reads the invoice again a few times, sooner first, until it is paid.
 */
export const PAID_POLL_DELAYS_MS = [1000, 2000, 3000, 4000, 5000, 5000] as const;

/**
 * How long to wait before the next read, or null to stop: once the invoice is paid (or void: nothing
 * more will come), or when every attempt has been made. `attempt` counts the reads already made
 * after the first load (0 before the first poll).
 */
export function nextPaidPoll(status: string, attempt: number): number | null {
  if (status === 'paid' || status === 'void') return null;
  return PAID_POLL_DELAYS_MS[attempt] ?? null;
}

/** The page came back from a payment: `?paid=1`. */
export const returnedFromPayment = (search: string): boolean => new URLSearchParams(search).get('paid') === '1';
