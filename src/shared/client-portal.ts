import type { PhotoType } from './photos.ts';

/** A client's message to the contractor ('Contact Contractor'), in characters. */
export const CONTACT_MESSAGE_MAX = 2000;

/**
 * What the web needs to write a client notification in the reader's language (the row's title and
 * message are the English, shown when a param is missing).
 */
export interface ClientNotificationParams {
  jobTitle: string;
  /** photo_added: the photo's type. */
  photoType: PhotoType | null;
  /** milestone_completed: the milestone's title when it was completed. */
  milestoneTitle: string | null;
}
