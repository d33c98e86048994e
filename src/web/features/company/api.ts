import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BrandingInput, UpdateCompanyInput } from '../../../shared/company.ts';
import type { Company } from '../../../shared/company-responses.ts';
import { api } from '../../lib/api.ts';
import { uploadFile } from '../../lib/upload.ts';
import { brandingKey, brandingQuery, type Branding } from '../../lib/branding.ts';

/** The company's calls and hooks; its shapes are in shared/company-responses.ts. */
export type { Company };

export const companyKey = ['company'] as const;

export const useCompany = () => useQuery({ queryKey: companyKey, queryFn: () => api<Company>('/api/v1/company') });

export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateCompanyInput) => api<Company>('/api/v1/company', { method: 'PATCH', json: input }),
    onSuccess: (company) => queryClient.setQueryData(companyKey, company),
  });
}

export function useUploadLogo(onProgress: (fraction: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadFile<Company>('/api/v1/company/logo', file, onProgress),
    onSuccess: (company) => queryClient.setQueryData(companyKey, company),
  });
}

export const useBranding = () => useQuery(brandingQuery);

export function useUpdateBranding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BrandingInput) => api<Branding>('/api/v1/company/branding', { method: 'PUT', json: input }),
    onSuccess: (branding) => queryClient.setQueryData(brandingKey, branding),
  });
}
