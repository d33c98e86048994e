import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { useFocusReturn } from '../../lib/focus-return.ts';
import { CloseButton, DialogOverlay } from './Dialog.tsx';

/** A dialog that slides in from an edge: the mobile drawer (left) and bottom sheets. */
export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;
export const SheetClose = DialogPrimitive.Close;

const sides = {
  // ui-sheet-side (index.css) holds the width, so a caller's w-* overrides it.
  left: 'ui-sheet-side inset-y-0 left-0 h-full border-r data-[state=closed]:animate-slide-out-left data-[state=open]:animate-slide-in-left',
  right:
    'ui-sheet-side inset-y-0 right-0 h-full border-l data-[state=closed]:animate-slide-out-right data-[state=open]:animate-slide-in-right',
  bottom:
    'inset-x-0 bottom-0 max-h-[85dvh] border-t data-[state=closed]:animate-slide-out-bottom data-[state=open]:animate-slide-in-bottom',
};

export type SheetContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  side?: keyof typeof sides;
  showCloseButton?: boolean;
};

/** Give it a SheetTitle (Radix requires one; `className="sr-only"` hides it). */
export function SheetContent({
  className,
  children,
  side = 'right',
  showCloseButton = true,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: SheetContentProps) {
  const focusReturn = useFocusReturn(onOpenAutoFocus, onCloseAutoFocus);
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content
        className={cn(
          // ui-sheet (index.css) holds the padding, so a caller's p-* overrides it.
          'ui-sheet fixed z-50 flex flex-col gap-4 overflow-y-auto bg-background text-foreground shadow-lg',
          sides[side],
          className,
        )}
        {...focusReturn}
        {...props}
      >
        {children}
        {showCloseButton && <CloseButton />}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function SheetHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5', className)} {...props} />;
}

export function SheetFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('mt-auto flex flex-col gap-2', className)} {...props} />;
}

export function SheetTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-lg font-semibold', className)} {...props} />;
}

export function SheetDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-sm text-muted-foreground', className)} {...props} />;
}
