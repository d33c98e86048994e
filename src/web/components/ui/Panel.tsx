import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/**
 * A compact card of a page (a section, a figure, a block of figures): bordered, on the card
 * surface, 1 rem inside. Set its inner spacing with `className` (`space-y-3`). `Card` is the roomier
 * one with header and content parts, for the public pages.
 */
export function Panel({
  as: Element = 'div',
  className,
  ...props
}: ComponentProps<'div'> & { as?: 'div' | 'section' | 'figure' | 'aside' }) {
  return <Element className={cn('rounded-xl border border-border bg-card p-4', className)} {...props} />;
}
