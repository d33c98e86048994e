import { z } from 'zod';

/**
 * The spec's form messages (section 5), used by every zod schema on both sides:
 * 'This field is required', 'Please enter a valid email', 'Minimum {count} characters required',
 * 'Maximum {count} characters allowed'. Import this module once per side before parsing.
 */
z.config({
  customError: (issue) => {
    if (issue.code === 'invalid_type' && issue.input === undefined) return 'This field is required';
    if (issue.code === 'invalid_format' && issue.format === 'email') return 'Please enter a valid email';
    if (issue.code === 'too_small' && issue.origin === 'string') {
      return Number(issue.minimum) === 1 ? 'This field is required' : `Minimum ${issue.minimum} characters required`;
    }
    if (issue.code === 'too_big' && issue.origin === 'string') return `Maximum ${issue.maximum} characters allowed`;
    return undefined;
  },
});

/** A required single-line text: trimmed, non-empty, bounded. */
export const requiredText = (max = 200) => z.string().trim().min(1).max(max);
