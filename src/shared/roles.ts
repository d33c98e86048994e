/** The five roles of spec section 6, in the order the sign-up form lists them. */
export const ROLES = ['client', 'service_provider', 'field_team', 'partner', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
