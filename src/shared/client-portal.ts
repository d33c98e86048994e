/** A client's message to the contractor ('Contact Contractor'), in characters. */
export const CONTACT_MESSAGE_MAX = 2000;

/** The project updates a client is told of, in-app (spec section 2), in the order the database lists them. */
export const CLIENT_NOTIFICATION_TYPES = ['milestone_completed', 'photo_added'] as const;
export type ClientNotificationType = (typeof CLIENT_NOTIFICATION_TYPES)[number];
