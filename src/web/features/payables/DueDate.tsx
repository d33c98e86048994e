import { AlertTriangle } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { formatDay } from '../../../shared/format.ts';
import { plural } from '../../lib/format.ts';
import { useI18n } from '../../lib/i18n.ts';
import type { BillSummary } from './api.ts';
import { dueState } from './form.ts';

/**
 * A bill's due date and what it means today: "3 days overdue" in the danger colour with an icon and
 * the words (never the colour alone), "Due today", "Due in 5 days"; nothing more once paid or void.
 */
export function DueDate({
  bill,
  today,
  className,
}: {
  bill: Pick<BillSummary, 'dueDate' | 'status' | 'overdue'>;
  today: string;
  className?: string;
}) {
  const { t, language } = useI18n();
  const state = dueState(bill, today);
  const overdue = state.key === 'overdue';
  return (
    <span className={cn('inline-flex flex-wrap items-baseline gap-x-1.5', className)}>
      <span className={cn(overdue && 'font-medium text-danger-text')}>{formatDay(bill.dueDate, language)}</span>
      {state.key !== 'settled' && (
        <span
          data-testid="bill-due-state"
          className={cn(
            'inline-flex items-center gap-1 text-xs',
            overdue ? 'font-semibold text-danger-text' : 'text-muted-foreground',
          )}
        >
          {overdue && <AlertTriangle aria-hidden className="size-3.5 self-center" />}
          {state.key === 'dueToday'
            ? t('payables.due.today')
            : plural(t, state.key === 'overdue' ? 'payables.due.overdue' : 'payables.due.in', state.days)}
        </span>
      )}
    </span>
  );
}
