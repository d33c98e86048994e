import { z } from 'zod';
import { APPROVAL_LIMITS, APPROVAL_MESSAGES, SIGNATURE_DATA_URL } from './approvals.ts';
import { ESTIMATE_LIMITS } from './estimates.ts';
import { optionalText } from './validation.ts';

/** The client's acceptance: the option, the optional items added, their typed name and drawn signature. */
export const acceptEstimateInput = z.object({
  optionId: z.uuid(),
  optionalLineIds: z.array(z.uuid()).max(ESTIMATE_LIMITS.lines).default([]),
  signerName: z.string().trim().min(1, APPROVAL_MESSAGES.nameRequired).max(APPROVAL_LIMITS.signerName),
  signature: z
    .string()
    .min(1, APPROVAL_MESSAGES.signatureRequired)
    .max(Math.ceil((APPROVAL_LIMITS.signatureBytes * 4) / 3) + 32, APPROVAL_MESSAGES.signatureInvalid)
    .regex(SIGNATURE_DATA_URL, APPROVAL_MESSAGES.signatureInvalid),
});
export type AcceptEstimateInput = z.output<typeof acceptEstimateInput>;

export const declineEstimateInput = z.object({ reason: optionalText(APPROVAL_LIMITS.declineReason) });
export type DeclineEstimateInput = z.output<typeof declineEstimateInput>;
