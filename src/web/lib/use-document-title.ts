import { useEffect } from 'react';
import { useI18n } from './i18n.ts';

/** The browser tab's text for a page: "<page> · Floor Pro", with the page's name from `titles.json`. */
export function documentTitle(page: string, appName: string): string {
  return `${page} · ${appName}`;
}

/**
 * Titles the tab after the page, in the page's language (a change of language re-titles it). Every
 * routed page calls it, or titles itself through PublicPageFrame (a company's public pages).
 */
export function useDocumentTitle(key: `titles.${string}`): void {
  const { t } = useI18n();
  const title = documentTitle(t(key), t('app.name'));
  useEffect(() => {
    document.title = title;
  }, [title]);
}
