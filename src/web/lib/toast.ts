import { createElement, type ReactNode } from 'react';
import { toast as sonner } from 'sonner';
import { langOfText } from './i18n.ts';

export interface ToastOptions {
  description?: string;
}

/** A text the spec keeps in Portuguese on an English page, marked as Portuguese for screen readers. */
function marked(text: string): ReactNode {
  const lang = langOfText(text);
  return lang ? createElement('span', { lang }, text) : text;
}

/** Spec section 9: one toast at a time, so a new one replaces the one on screen. */
function show(kind: 'success' | 'error' | 'info') {
  return (title: string, options: ToastOptions = {}) => {
    sonner.dismiss();
    sonner[kind](marked(title), { ...options, description: options.description && marked(options.description) });
  };
}

/** Toasts shown by the `<Toaster />` of the page (components/ui/Toaster.tsx). */
export const toast = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  dismiss: () => void sonner.dismiss(),
};
