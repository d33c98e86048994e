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
