/**
 * The first view of a public page, sent with its HTML (ADR 0019): the server writes the answer the
 * page would fetch first into `<script type="application/json" id="page-data" data-api="/api/v1/…">` (JSON,
 * so the CSP's no-inline-script rule holds: it is never executed), and the page reads it instead of
 * calling the API, once.
 */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/** The cookie that tells the server the language stored in the browser, for the HTML it sends. */
export const LANGUAGE_COOKIE = 'floorpro.language';
