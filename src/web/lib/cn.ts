import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names, dropping falsy ones. Deliberately without tailwind-merge (6 KB gzip the landing
 * budget cannot spare): a component's variants never set the same property twice, and a caller's
 * `className` should add to the defaults rather than fight them.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
