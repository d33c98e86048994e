import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

const field =
  'w-full min-w-0 rounded-md border border-input bg-background px-3 text-base shadow-xs focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive md:text-sm';

/** A native select (the phone's own picker), styled like Input; works inside Field. */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(field, 'h-10 cursor-pointer py-2', className)} {...props} />;
}

/** A multi-line text input styled like Input; works inside Field. */
export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(field, 'min-h-20 py-2 placeholder:text-muted-foreground', className)} {...props} />;
}

/** A native checkbox in the primary colour, with a larger hit area on touch screens. */
export function Checkbox({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <input
      type="checkbox"
      className={cn('size-4 cursor-pointer accent-primary disabled:cursor-not-allowed', className)}
      {...props}
    />
  );
}
