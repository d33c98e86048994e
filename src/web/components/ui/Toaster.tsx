// Sonner injects this stylesheet as an inline <style>, which the Content-Security-Policy refuses.
import 'sonner/dist/styles.css';
import { Toaster as Sonner } from 'sonner';
import { useI18n } from '../../lib/i18n.ts';
import { useTheme } from '../../lib/theme.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';

/** Spec section 9: toasts last 2500 ms by default. */
export const TOAST_DURATION_MS = 2500;

/** Where `toast.*` (lib/toast.ts) appears: one at a time, in the current theme. Mount one per page. */
export function Toaster() {
  // Its theme is the browser's (stored choice, system setting): not in a server-rendered page's markup.
  return useHydrated() ? <ThemedToaster /> : null;
}

function ThemedToaster() {
  const { resolved } = useTheme();
  const { t } = useI18n();
  return (
    <Sonner
      theme={resolved}
      position="top-center"
      visibleToasts={1}
      duration={TOAST_DURATION_MS}
      richColors
      containerAriaLabel={t('ui.notifications')}
    />
  );
}
