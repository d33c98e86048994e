import { describe, expect, it } from 'vitest';
import { JOB_STATUSES } from '../../../shared/jobs.ts';
import { LEAD_STATUSES } from '../../../shared/leads.ts';
import { badgeVariants, type BadgeStyle } from '../../components/ui/Badge.tsx';
import { JOB_STATUS_BADGE } from '../jobs/JobStatusBadge.tsx';
import { LEAD_STATUS_BADGE } from './LeadStatusBadge.tsx';

// The lead and job statuses' colours (spec section 9: "plus lead and job statuses") live with their
// domains; Badge gives the tones and the frame.
const classesOf = ({ variant, className }: BadgeStyle) => `${badgeVariants({ variant })} ${className ?? ''}`;

describe.each([
  ['job', JOB_STATUSES, JOB_STATUS_BADGE as Record<string, BadgeStyle>],
  ['lead', LEAD_STATUSES, LEAD_STATUS_BADGE as Record<string, BadgeStyle>],
] as const)('%s status badges', (_, statuses, styles) => {
  it('style every status', () => {
    for (const status of statuses) expect(styles[status], status).toBeDefined();
  });

  it('give every status of its own hue a dark-theme colour, and no tone behind it', () => {
    // (A tone is an index.css token, which changes with the theme itself.)
    for (const status of statuses.filter((s) => styles[s]!.variant === 'hue')) {
      expect(styles[status]!.className, status).toMatch(/\bdark:bg-\S+ .*\bdark:text-/);
      expect(classesOf(styles[status]!), status).not.toMatch(/\bbg-primary\b/);
    }
  });
});

describe('status badges', () => {
  it('tell the job statuses apart, and the pipeline stages of a lead', () => {
    expect(new Set(JOB_STATUSES.map((s) => classesOf(JOB_STATUS_BADGE[s]))).size).toBe(JOB_STATUSES.length);
    const stages = [
      'new_lead',
      'cold_lead',
      'warm_lead',
      'contacted',
      'qualified',
      'proposal_sent',
      'proposal_accepted',
      'lost',
    ] as const;
    expect(new Set(stages.map((s) => classesOf(LEAD_STATUS_BADGE[s]))).size).toBe(stages.length);
    expect(JOB_STATUS_BADGE.in_progress.className).toContain('bg-blue-100');
  });
});
