import { ApiError } from './api.ts';

/** An id the server does not know (or another company's, or a record the member may not see, or not an id at all). */
export const isNotFound = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 404 || (error.status === 400 && error.code === 'VALIDATION_ERROR'));
