import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

const soft = (colours: string) => `border-transparent ${colours}`;

/** The badge variants of spec section 9; a domain colours its statuses with these tones or a hue of its own. */
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
        // A domain's own hue, given as its className: lead and job statuses (features/leads, features/jobs).
        hue: 'border-transparent',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export type BadgeVariant = NonNullable<VariantProps<typeof badgeVariants>['variant']>;
export type BadgeProps = ComponentProps<'span'> & VariantProps<typeof badgeVariants>;

/** How a domain shows one of its statuses: a tone, or a hue of its own (`hueBadge`). */
export interface BadgeStyle {
  variant: BadgeVariant;
  className?: string;
}

/** A status's own hue, light and dark (both AA: axe checks every page in both themes). */
export const hueBadge = (classes: string): BadgeStyle => ({ variant: 'hue', className: classes });

export function Badge({ className, variant, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
