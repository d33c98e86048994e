/** A client's message to the contractor ('Contact Contractor'), in characters. */
export const CONTACT_MESSAGE_MAX = 2000;
