import { useEffect } from 'react';
import { useI18n } from './i18n.ts';

/** The browser tab's text for a page: "<page> · Floor Pro", with the page's name from `titles.json`. */
export function documentTitle(page: string, appName: string): string {
  return `${page} · ${appName}`;
}

/**
 * Titles the tab after the page, in the page's language (a change of language re-titles it): after
 * the app, or after `owner` on a company's page (its quiz). Every routed page calls it, or titles
 * itself through PublicPageFrame (a company's pages opened from a link).
 */
export function useDocumentTitle(key: `titles.${string}`, owner?: string): void {
  const { t } = useI18n();
  const title = documentTitle(t(key), owner ?? t('app.name'));
  useEffect(() => {
    document.title = title;
  }, [title]);
}
