import type { ReactNode } from 'react';
import { useI18n } from '../../lib/i18n.ts';
import { Button } from '../ui/Button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../ui/Dialog.tsx';

/** The dialog of a record's create or edit form: full screen on phones, wide on larger screens. */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** The form: Radix mounts it only while open, so every opening starts from its default values. */
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="gap-5 md:max-w-2xl max-md:h-dvh max-md:max-h-dvh max-md:w-full max-md:max-w-none max-md:rounded-none max-md:border-0">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}

/** A form's Cancel and submit buttons; while saving, the submit button is disabled and says so. */
export function FormFooter({
  onCancel,
  saving,
  label,
  savingLabel,
}: {
  onCancel: () => void;
  saving: boolean;
  label: string;
  savingLabel: string;
}) {
  const { t } = useI18n();
  return (
    <DialogFooter>
      <Button variant="outline" onClick={onCancel}>
        {t('ui.cancel')}
      </Button>
      <Button type="submit" disabled={saving}>
        {saving ? savingLabel : label}
      </Button>
    </DialogFooter>
  );
}
