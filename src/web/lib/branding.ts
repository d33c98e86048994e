import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { CompanyBranding } from '../../shared/company-responses.ts';
import { api } from './api.ts';
import { brandingVariables } from './brand-colours.ts';

/** GET /api/v1/company/branding: its shape is in shared/company-responses.ts. */
export type Branding = CompanyBranding;

export const brandingKey = ['company', 'branding'] as const;
export const brandingQuery = {
  queryKey: brandingKey,
  queryFn: () => api<Branding>('/api/v1/company/branding'),
};

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
