import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { CompanyBranding } from '../../shared/company-responses.ts';
import { api } from './api.ts';
import { readableOn, readableVariant } from './contrast.ts';

/** GET /api/v1/company/branding: its shape is in shared/company-responses.ts. */
export type Branding = CompanyBranding;

export const brandingKey = ['company', 'branding'] as const;
export const brandingQuery = {
  queryKey: brandingKey,
  queryFn: () => api<Branding>('/api/v1/company/branding'),
};

/**
 * The surfaces brand text is checked against: the muted grey of each theme (index.css's --muted),
 * the least contrasting surface text sits on (a test holds these equal to the CSS).
 */
export const BRAND_TEXT_SURFACES = { light: '#f3f4f6', dark: '#1e2939' } as const;

/**
 * The CSS variables a company's branding sets over the app's defaults (index.css): the brand colour
 * as a fill with black or white on it, and as text in each theme, the colour itself when it reads
 * at AA there, else its nearest readable shade (ADR 0020).
 */
export function brandingVariables(b: Pick<Branding, 'primaryColor' | 'fontFamily'>): Record<string, string> {
  return {
    '--primary': b.primaryColor,
    '--primary-foreground': readableOn(b.primaryColor),
    '--brand-text-light': readableVariant(b.primaryColor, BRAND_TEXT_SURFACES.light),
    '--brand-text-dark': readableVariant(b.primaryColor, BRAND_TEXT_SURFACES.dark),
    '--font-sans': `"${b.fontFamily}", ui-sans-serif, system-ui, sans-serif`,
  };
}

/**
 * Applies the signed-in company's colours and font to the whole app while mounted. Set through
 * the CSSOM (allowed by our CSP, unlike a <style> element); only values from the server's fixed
 * choices and #rrggbb colours ever get here.
 */
export function useCompanyBranding(enabled: boolean) {
  const branding = useQuery({ ...brandingQuery, enabled });
  useEffect(() => {
    if (!branding.data) return;
    const style = document.documentElement.style;
    const variables = brandingVariables(branding.data);
    for (const [name, value] of Object.entries(variables)) style.setProperty(name, value);
    return () => Object.keys(variables).forEach((name) => style.removeProperty(name));
  }, [branding.data]);
}
