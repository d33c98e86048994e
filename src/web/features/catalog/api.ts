import type { CatalogProductFilters, SupplierFilters } from '../../../shared/catalog.ts';
import type {
  CreateCatalogProductInput,
  CreateSupplierInput,
  UpdateCatalogProductInput,
  UpdateSupplierInput,
} from '../../../shared/catalog-inputs.ts';
import type {
  CatalogImportResult,
  CatalogProduct,
  CatalogProductPage,
  Supplier,
  SupplierPage,
} from '../../../shared/catalog-responses.ts';
import { api, toQuery } from '../../lib/api.ts';

/** The catalog API's calls; its shapes are in shared/catalog-responses.ts. */
export type { CatalogImportResult, CatalogProduct, CatalogProductPage, Supplier, SupplierPage };

type Paged = { limit?: number; cursor?: string | null };

const products = '/api/v1/catalog/products';
const suppliers = '/api/v1/catalog/suppliers';
export const catalogApi = {
  products: (filters: CatalogProductFilters & Paged) => api<CatalogProductPage>(`${products}${toQuery(filters)}`),
  /** One product, archived ones too (an estimate line may name one). */
  product: (id: string) => api<CatalogProduct>(`${products}/${id}`),
  createProduct: (input: CreateCatalogProductInput) => api<CatalogProduct>(products, { method: 'POST', json: input }),
  updateProduct: (id: string, input: UpdateCatalogProductInput) =>
    api<CatalogProduct>(`${products}/${id}`, { method: 'PATCH', json: input }),
  setProductArchived: (id: string, archived: boolean) =>
    api<CatalogProduct>(`${products}/${id}/${archived ? 'archive' : 'unarchive'}`, { method: 'POST' }),
  importProducts: (csv: string, idempotencyKey: string) =>
    api<CatalogImportResult>(`${products}/import`, {
      method: 'POST',
      json: { csv },
      headers: { 'idempotency-key': idempotencyKey },
    }),
  /** The CSV of the filtered products, as a download link. */
  exportUrl: (filters: CatalogProductFilters) => `${products}/export${toQuery({ ...filters, sort: undefined })}`,
  suppliers: (filters: SupplierFilters & Paged) => api<SupplierPage>(`${suppliers}${toQuery(filters)}`),
  createSupplier: (input: CreateSupplierInput) => api<Supplier>(suppliers, { method: 'POST', json: input }),
  updateSupplier: (id: string, input: UpdateSupplierInput) =>
    api<Supplier>(`${suppliers}/${id}`, { method: 'PATCH', json: input }),
  setSupplierArchived: (id: string, archived: boolean) =>
    api<Supplier>(`${suppliers}/${id}/${archived ? 'archive' : 'unarchive'}`, { method: 'POST' }),
};

/** Query keys: everything under ['catalog'] is refreshed after any catalog change. */
export const catalogKeys = {
  all: ['catalog'] as const,
  products: (filters: CatalogProductFilters) => ['catalog', 'products', filters] as const,
  product: (id: string) => ['catalog', 'product', id] as const,
  suppliers: (filters: SupplierFilters) => ['catalog', 'suppliers', filters] as const,
  supplierOptions: ['catalog', 'supplier-options'] as const,
};
