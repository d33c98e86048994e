/**
 * Issue #17: a client's answer to an estimate through its private link (ADR 0030). What they accept
 * is kept as an immutable snapshot with its SHA-256 and the SHA-256 of the signed PDF.
 */
export const APPROVAL_LIMITS = {
  signerName: 200,
  declineReason: 1000,
  /** A drawn signature as a PNG data URL: a phone-sized canvas gives 10–60 kB. */
  signatureBytes: 300_000,
  /**
   * What a signature's PNG may take once decoded (width × height × channels × bit depth): a 2× canvas
   * needs about 4 MB; more is a decompression bomb, refused before decoding (issue #37).
   */
  signatureDecodedBytes: 16_000_000,
  /** Its pixels at most (the same 16 MB as 8-bit RGBA). */
  signaturePixels: 4_000_000,
  /** The signature as stored and drawn: at most this size (the PDF shows it 220 × 80 pt). */
  signatureOut: { width: 1000, height: 400 },
  /** A private link e-mailed with an estimate opens it for this many days (the estimate's own validity still applies). */
  linkDays: 30,
} as const;

/** The only signature images accepted: a PNG as a data URL, as signature_pad's toDataURL gives. */
export const SIGNATURE_DATA_URL = /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/;

export const APPROVAL_MESSAGES = {
  invalidLink: 'This estimate link is invalid or was revoked.',
  expiredLink: 'This estimate link has expired. Ask your contractor for a new one.',
  superseded: 'This estimate was replaced by a newer version. Ask your contractor for the new link.',
  expired: 'This estimate has expired. Ask your contractor for an updated one.',
  alreadyAnswered: 'This estimate has already been answered.',
  signatureRequired: 'Please sign in the box before accepting.',
  signatureInvalid: 'The signature could not be read. Please sign again.',
  nameRequired: 'Please type your full name.',
  optionRequired: 'Please choose one of the options.',
  optionalItemInvalid: 'Choose only optional items of the option you picked.',
} as const;
