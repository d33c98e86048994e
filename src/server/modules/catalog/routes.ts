import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { stream } from 'hono/streaming';
import { CATALOG_CATEGORIES, CATALOG_LIMITS, CATALOG_SORTS, CATALOG_STATUSES } from '../../../shared/catalog.ts';
import {
  createCatalogProductInput,
  createSupplierInput,
  importCatalogInput,
  updateCatalogProductInput,
  updateSupplierInput,
} from '../../../shared/catalog-inputs.ts';
import {
  catalogImportResultSchema,
  catalogProductPageSchema,
  catalogProductSchema,
  supplierPageSchema,
  supplierSchema,
} from '../../../shared/catalog-responses.ts';
import { guarded, type AppEnv } from '../../platform/context.ts';
import { idParam, json, jsonBody, problemResponses } from '../../platform/openapi.ts';
import { pageQuery } from '../../platform/pagination.ts';
import { productsCsv } from './csv.ts';
import {
  createProduct,
  createSupplier,
  getProduct,
  getSupplier,
  importProducts,
  listProducts,
  listSuppliers,
  productsForExport,
  setProductArchived,
  setSupplierArchived,
  updateProduct,
  updateSupplier,
} from './service.ts';

const search = z
  .string()
  .trim()
  .max(CATALOG_LIMITS.search)
  .optional()
  .openapi({ description: 'Name (or SKU) contains' });
const status = z
  .enum(CATALOG_STATUSES)
  .default('active')
  .openapi({ description: 'Active products only (default), archived ones only, or all' });

const productFilters = z.object({
  q: search,
  category: z.enum(CATALOG_CATEGORIES).optional(),
  supplierId: z.uuid().optional(),
  status,
});
const productList = productFilters.extend({ sort: z.enum(CATALOG_SORTS).default('name') });
const supplierList = z.object({ q: search, status });

const exampleProduct = {
  name: 'White Oak Natural 5"',
  category: 'hardwood' as const,
  sku: 'WO-5-NAT',
  unit: 'sq_ft' as const,
  coveragePerBox: '22.50',
  price: '6.4900',
  cost: '4.1000',
  defaultWastePercent: '10',
  laborRatePerSqFt: '3.25',
};
const exampleSupplier = {
  name: 'Floor Supply Co.',
  contactName: 'Dana Reed',
  email: 'orders@floorsupply.example',
  phone: '+1 555 0142',
  accountNumber: 'FS-20931',
};

const archiveRoute = (path: string, tag: string, summary: string, schema: z.ZodType, description: string) =>
  createRoute({
    method: 'post',
    path,
    tags: [tag],
    summary,
    ...guarded('catalog', 'write'),
    request: { params: idParam },
    responses: { 200: json(schema, description), ...problemResponses(400, 401, 403, 404, 409) },
  });

export const catalogRoutes = new OpenAPIHono<AppEnv>()
  .openapi(
    createRoute({
      method: 'get',
      path: '/catalog/products',
      tags: ['catalog'],
      summary: 'Products and services matching the filters, a page at a time (cost only for those who may edit)',
      ...guarded('catalog', 'read'),
      request: { query: pageQuery(50).extend(productList.shape) },
      responses: { 200: json(catalogProductPageSchema, 'A page of products'), ...problemResponses(400, 401, 403) },
    }),
    async (c) => c.json(await listProducts(c.get('tenant'), c.req.valid('query')), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/catalog/products',
      tags: ['catalog'],
      summary: 'Add a product or service',
      ...guarded('catalog', 'write'),
      request: { body: jsonBody(createCatalogProductInput, exampleProduct) },
      responses: { 201: json(catalogProductSchema, 'The new product'), ...problemResponses(400, 401, 403) },
    }),
    async (c) => c.json(await createProduct(c.get('tenant'), c.req.valid('json')), 201),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/catalog/products/export',
      tags: ['catalog'],
      summary: 'The products matching the filters as CSV (the columns the import reads)',
      ...guarded('catalog', 'read'),
      request: { query: productFilters },
      responses: {
        200: { description: 'CSV file', content: { 'text/csv': { schema: z.string() } } },
        ...problemResponses(400, 401, 403),
      },
    }),
    (c) => {
      const batches = productsForExport(c.get('tenant'), c.req.valid('query'));
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', `attachment; filename="catalog-${new Date().toISOString().slice(0, 10)}.csv"`);
      return stream(c, async (out) => {
        for await (const chunk of productsCsv(batches)) await out.write(chunk);
      });
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/catalog/products/import',
      tags: ['catalog'],
      summary:
        'Import a CSV file: rows update the product with their SKU or create one; any row with errors and nothing changes',
      ...guarded('catalog', 'write'),
      request: {
        body: jsonBody(importCatalogInput, {
          csv: 'sku,name,category,unit,price,cost\r\nLAM-12,Laminate Gray 12mm,laminate,sq_ft,2.79,1.60\r\n',
        }),
      },
      responses: {
        200: json(catalogImportResultSchema, 'What was created and updated, or the errors by line (nothing written)'),
        ...problemResponses(400, 401, 403),
      },
    }),
    async (c) => c.json(await importProducts(c.get('tenant'), c.req.valid('json').csv), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/catalog/products/{id}',
      tags: ['catalog'],
      summary: 'One product',
      ...guarded('catalog', 'read'),
      request: { params: idParam },
      responses: { 200: json(catalogProductSchema, 'The product'), ...problemResponses(400, 401, 403, 404) },
    }),
    async (c) => c.json(await getProduct(c.get('tenant'), c.req.valid('param').id), 200),
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/catalog/products/{id}',
      tags: ['catalog'],
      summary: "Change a product's details",
      ...guarded('catalog', 'write'),
      request: { params: idParam, body: jsonBody(updateCatalogProductInput, { price: '6.9900' }) },
      responses: { 200: json(catalogProductSchema, 'The product, updated'), ...problemResponses(400, 401, 403, 404) },
    }),
    async (c) => c.json(await updateProduct(c.get('tenant'), c.req.valid('param').id, c.req.valid('json')), 200),
  )
  .openapi(
    archiveRoute(
      '/catalog/products/{id}/archive',
      'catalog',
      'Archive a product: lists hide it, estimates keep it (products are never deleted)',
      catalogProductSchema,
      'The product, archived',
    ),
    async (c) => c.json(await setProductArchived(c.get('tenant'), c.req.valid('param').id, true), 200),
  )
  .openapi(
    archiveRoute(
      '/catalog/products/{id}/unarchive',
      'catalog',
      'Bring an archived product back (409 when an active product has taken its SKU)',
      catalogProductSchema,
      'The product, active',
    ),
    async (c) => c.json(await setProductArchived(c.get('tenant'), c.req.valid('param').id, false), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/catalog/suppliers',
      tags: ['catalog'],
      summary: 'Suppliers by name, a page at a time',
      ...guarded('catalog', 'read'),
      request: { query: pageQuery(50).extend(supplierList.shape) },
      responses: { 200: json(supplierPageSchema, 'A page of suppliers'), ...problemResponses(400, 401, 403) },
    }),
    async (c) => c.json(await listSuppliers(c.get('tenant'), c.req.valid('query')), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/catalog/suppliers',
      tags: ['catalog'],
      summary: 'Add a supplier',
      ...guarded('catalog', 'write'),
      request: { body: jsonBody(createSupplierInput, exampleSupplier) },
      responses: { 201: json(supplierSchema, 'The new supplier'), ...problemResponses(400, 401, 403) },
    }),
    async (c) => c.json(await createSupplier(c.get('tenant'), c.req.valid('json')), 201),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/catalog/suppliers/{id}',
      tags: ['catalog'],
      summary: 'One supplier',
      ...guarded('catalog', 'read'),
      request: { params: idParam },
      responses: { 200: json(supplierSchema, 'The supplier'), ...problemResponses(400, 401, 403, 404) },
    }),
    async (c) => c.json(await getSupplier(c.get('tenant'), c.req.valid('param').id), 200),
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/catalog/suppliers/{id}',
      tags: ['catalog'],
      summary: "Change a supplier's details",
      ...guarded('catalog', 'write'),
      request: { params: idParam, body: jsonBody(updateSupplierInput, { phone: '+1 555 0199' }) },
      responses: { 200: json(supplierSchema, 'The supplier, updated'), ...problemResponses(400, 401, 403, 404) },
    }),
    async (c) => c.json(await updateSupplier(c.get('tenant'), c.req.valid('param').id, c.req.valid('json')), 200),
  )
  .openapi(
    archiveRoute(
      '/catalog/suppliers/{id}/archive',
      'catalog',
      'Archive a supplier: lists hide it, its products keep it',
      supplierSchema,
      'The supplier, archived',
    ),
    async (c) => c.json(await setSupplierArchived(c.get('tenant'), c.req.valid('param').id, true), 200),
  )
  .openapi(
    archiveRoute(
      '/catalog/suppliers/{id}/unarchive',
      'catalog',
      'Bring an archived supplier back',
      supplierSchema,
      'The supplier, active',
    ),
    async (c) => c.json(await setSupplierArchived(c.get('tenant'), c.req.valid('param').id, false), 200),
  );
