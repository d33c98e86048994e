import { toast as sonner } from 'sonner';

export interface ToastOptions {
  description?: string;
}

/** Spec section 9: one toast at a time, so a new one replaces the one on screen. */
function show(kind: 'success' | 'error' | 'info') {
  return (title: string, options: ToastOptions = {}) => {
    sonner.dismiss();
    sonner[kind](title, options);
  };
}

/** Toasts shown by the `<Toaster />` of the page (components/ui/Toaster.tsx). */
export const toast = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  dismiss: () => void sonner.dismiss(),
};
