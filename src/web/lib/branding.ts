import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { CompanyBranding } from '../../shared/company-responses.ts';
import { api } from './api.ts';

/** GET /api/v1/company/branding: its shape is in shared/company-responses.ts. */
export type Branding = CompanyBranding;

export const brandingKey = ['company', 'branding'] as const;
export const brandingQuery = {
  queryKey: brandingKey,
  queryFn: () => api<Branding>('/api/v1/company/branding'),
};

/** Black or white text, whichever reads better on a #rrggbb background (WCAG relative luminance). */
export function readableOn(hex: string): '#ffffff' | '#0a0a0a' {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  // Contrast against white is (1.05) / (L + 0.05); against black (L + 0.05) / 0.05.
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.05 ? '#ffffff' : '#0a0a0a';
}

/** The CSS variables a company's branding sets over the app's defaults (index.css). */
export function brandingVariables(b: Pick<Branding, 'primaryColor' | 'fontFamily'>): Record<string, string> {
  return {
    '--primary': b.primaryColor,
    '--primary-foreground': readableOn(b.primaryColor),
    '--ring': b.primaryColor,
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
