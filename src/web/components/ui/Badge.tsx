import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

const soft = (colours: string) => `border-transparent ${colours}`;

/** The badge variants of spec section 9, plus one style per lead status and per job status. */
export const badgeVariants = cva(
  'inline-flex w-fit shrink-0 items-center gap-1 rounded-md border px-2 py-0.5 text-xs font-semibold whitespace-nowrap [&>svg]:pointer-events-none [&>svg]:size-3',
  {
    variants: {
      variant: {
        default: soft('bg-primary text-primary-foreground'),
        secondary: soft('bg-secondary text-secondary-foreground'),
        destructive: soft('bg-destructive text-destructive-foreground'),
        outline: 'border-border text-foreground',
        success: soft('bg-success text-success-foreground'),
        warning: soft('bg-warning text-warning-foreground'),
        muted: soft('bg-muted text-muted-foreground'),
        // soft states (index.css tokens, AA in both themes)
        info: soft('bg-info-soft text-info-text'),
        'success-soft': soft('bg-success-soft text-success-text'),
        'warning-soft': soft('bg-warning-soft text-warning-text'),
        'danger-soft': soft('bg-danger-soft text-danger-text'),
        // lead and job statuses: a hue each, with a dark-theme pair (both AA, checked by axe)
        'new-lead': soft('bg-sky-100 text-sky-800 dark:bg-sky-400/15 dark:text-sky-300'),
        'cold-lead': soft('bg-slate-200 text-slate-700 dark:bg-slate-400/15 dark:text-slate-300'),
        qualified: soft('bg-violet-100 text-violet-800 dark:bg-violet-400/15 dark:text-violet-300'),
        proposal: soft('bg-orange-100 text-orange-800 dark:bg-orange-400/15 dark:text-orange-300'),
        won: soft('bg-green-100 text-green-800 dark:bg-green-400/15 dark:text-green-300'),
        lost: soft('bg-red-100 text-red-800 dark:bg-red-400/15 dark:text-red-300'),
        // job statuses
        pending: soft('bg-yellow-100 text-yellow-800 dark:bg-yellow-400/15 dark:text-yellow-300'),
        in_progress: soft('bg-blue-100 text-blue-800 dark:bg-blue-400/15 dark:text-blue-300'),
        completed: soft('bg-emerald-100 text-emerald-800 dark:bg-emerald-400/15 dark:text-emerald-300'),
        cancelled: soft('bg-gray-200 text-gray-700 dark:bg-gray-400/15 dark:text-gray-300'),
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export type BadgeVariant = NonNullable<VariantProps<typeof badgeVariants>['variant']>;
export type BadgeProps = ComponentProps<'span'> & VariantProps<typeof badgeVariants>;

export function Badge({ className, variant, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
