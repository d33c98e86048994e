/**
 * Issue #18: receipts (ADR 0035). A receipt is money already spent (fuel, a box of nails, a rented
 * sander), photographed on the spot: an amount, a vendor, a day, a category, how it was paid and,
 * when it was for one, the job it goes to. The photo is stored privately, like a project photo.
 */
import { BILL_PAYMENT_METHODS, EXPENSE_CATEGORIES } from './payables.ts';

export const RECEIPT_CATEGORIES = EXPENSE_CATEGORIES;
export const RECEIPT_PAYMENT_METHODS = BILL_PAYMENT_METHODS;

/** What a receipt photo may be: the camera's JPEG or HEIC, a PNG or WebP screenshot, or a PDF. */
export const RECEIPT_FILE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'image/heif',
  'application/pdf',
] as const;

export const RECEIPT_LIMITS = {
  vendor: 200,
  description: 500,
  notes: 2000,
  search: 100,
  /** $1,000,000.00: a receipt is a purchase on the spot, not a supplier's invoice (that is a bill). */
  amountCents: 100_000_000,
  /** 15 MB, the project photos' limit. */
  fileBytes: 15 * 1024 * 1024,
} as const;

export type ReceiptCategory = (typeof RECEIPT_CATEGORIES)[number];
export type ReceiptPaymentMethod = (typeof RECEIPT_PAYMENT_METHODS)[number];
export type ReceiptFileType = (typeof RECEIPT_FILE_TYPES)[number];

/** For the file picker's `accept` (the server reads the type from the bytes). */
export const RECEIPT_ACCEPT = 'image/*,application/pdf';

/** What a receipt's file can be fetched as: the stored file, and (for a photo) its thumbnail. */
export const RECEIPT_FILE_SIZES = ['file', 'thumbnail'] as const;
export type ReceiptFileSize = (typeof RECEIPT_FILE_SIZES)[number];

/**
 * Where the API serves a receipt's file and thumbnail (to those who may read financials). `version`
 * names the stored file, so that a replaced photo is not taken from the browser's cache.
 */
export const receiptFileUrl = (id: string, size: ReceiptFileSize, version?: string) =>
  `/api/v1/receipts/${id}/${size}${version ? `?v=${encodeURIComponent(version)}` : ''}`;

export const RECEIPT_MESSAGES = {
  amount: 'Enter an amount greater than zero',
  amountTooLarge: 'A receipt can be at most $1,000,000.00: enter a larger expense as a bill',
  category: 'Choose a category',
  paymentMethod: 'Choose how it was paid',
  inFuture: 'The receipt date cannot be in the future',
  toBeforeFrom: 'The end date cannot be before the start date',
  jobNotFound: 'Job not found',
  notFound: 'Receipt not found',
  noFile: 'This receipt has no photo',
  missingFile: 'Choose a photo or PDF of the receipt',
  badType: 'This file is not a JPEG, PNG, WebP or HEIC photo or a PDF',
  tooLarge: 'A receipt photo must be 15 MB or smaller',
} as const;
