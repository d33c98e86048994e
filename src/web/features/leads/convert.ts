import { JOB_LIMITS } from '../../../shared/jobs.ts';
import type { Lead } from './api.ts';

/** "Ana Souza – Hardwood": the lead's name and its flooring type's label. */
export function defaultJobTitle(
  lead: Pick<Lead, 'name' | 'flooringType'>,
  t: (key: string, vars?: Record<string, string>) => string,
): string {
  const title = lead.flooringType
    ? t('jobs.convert.defaultTitle', { name: lead.name, type: t(`leadOptions.flooringType.${lead.flooringType}`) })
    : lead.name;
  return title.slice(0, JOB_LIMITS.title);
}
