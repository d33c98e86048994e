/** Spec section 2: morning before 12, afternoon before 18, else evening; then the e-mail's local part. */
export function greetingKey(hour: number): 'morning' | 'afternoon' | 'evening' {
  if (hour < 12) return 'morning';
  if (hour < 18) return 'afternoon';
  return 'evening';
}

export function emailName(email: string): string {
  return email.split('@')[0] ?? email;
}
