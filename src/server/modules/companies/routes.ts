import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import {
  LOGO_MAX_BYTES,
  LOGO_MESSAGES,
  brandingInput,
  createCompanyInput,
  updateCompanyInput,
} from '../../../shared/company.ts';
import { BRANDING_DEFAULTS } from '../../../shared/branding.ts';
import { companyBrandingSchema, companySchema } from '../../../shared/company-responses.ts';
import { guarded, requireCaller, signedIn, type AppEnv } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { idempotency } from '../../platform/idempotency.ts';
import { inputGuard } from '../../platform/input-guard.ts';
import { json, jsonBody, problemResponses } from '../../platform/openapi.ts';
import { createCompanyForUser, getBranding, getCompany, setLogo, updateBranding, updateCompany } from './service.ts';

export const companyRoutes = new OpenAPIHono<AppEnv>()
  .openapi(
    createRoute({
      method: 'post',
      path: '/companies',
      tags: ['company'],
      summary: 'Create a company owned by the caller (create_company_for_user)',
      ...signedIn(),
      request: {
        body: jsonBody(createCompanyInput, { name: 'Hardwood Heroes LLC', phone: '+1 555 0100' }),
      },
      responses: { 201: json(companySchema, 'The new company'), ...problemResponses(400, 401, 409) },
    }),
    async (c) => {
      const created = await createCompanyForUser(c.get('services').db, requireCaller(c), c.req.valid('json'));
      return c.json(created, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/company',
      tags: ['company'],
      summary: "The caller's company",
      ...guarded('company', 'read'),
      responses: { 200: json(companySchema, 'The company'), ...problemResponses(401, 403) },
    }),
    async (c) => c.json(await getCompany(c.get('tenant')), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/company/branding',
      tags: ['company'],
      summary: "The company's branding (created with the defaults on first read)",
      ...guarded('member'),
      responses: { 200: json(companyBrandingSchema, 'The branding'), ...problemResponses(401, 403) },
    }),
    async (c) => c.json(await getBranding(c.get('tenant')), 200),
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/company',
      tags: ['company'],
      summary: "Change the company's settings (a blank phone or e-mail clears it; null clears website and slug)",
      ...guarded('company', 'write'),
      request: {
        body: jsonBody(updateCompanyInput, {
          name: 'Hardwood Heroes LLC',
          phone: '+1 555 0100',
          website: 'https://hardwoodheroes.example.com',
          email: 'office@hardwoodheroes.example.com',
          slug: 'hardwood-heroes',
          setupCompleted: true,
        }),
      },
      responses: {
        200: json(companySchema, 'The company, updated'),
        ...problemResponses(400, 401, 403, 409),
      },
    }),
    async (c) => c.json(await updateCompany(c.get('tenant'), c.req.valid('json')), 200),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/company/branding',
      tags: ['company'],
      summary: "Replace the company's branding (colours, a font and themes from fixed lists; no custom CSS)",
      ...guarded('company', 'write'),
      request: {
        body: jsonBody(brandingInput, {
          ...BRANDING_DEFAULTS,
          primaryColor: '#0f766e',
          landingPageConfig: { ...BRANDING_DEFAULTS.landingPageConfig, companyName: 'Hardwood Heroes' },
        }),
      },
      responses: { 200: json(companyBrandingSchema, 'The branding, updated'), ...problemResponses(400, 401, 403) },
    }),
    async (c) => c.json(await updateBranding(c.get('tenant'), c.req.valid('json')), 200),
  );

/** Form overhead allowed above the logo's own limit, so that a 2 MB file fits in its request. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** The logo upload: its own body limit, before the guard reads the form. */
export const companyLogoRoutes = new OpenAPIHono<AppEnv>().openapi(
  createRoute({
    method: 'post',
    path: '/company/logo',
    tags: ['company'],
    summary:
      'Upload the company logo (form field `file`: PNG, JPEG or WebP, at most 2 MB; SVG is refused), kept as a PNG of at most 512 px',
    middleware: [
      guarded('company', 'write').middleware,
      bodyLimit({
        maxSize: LOGO_MAX_BYTES + MULTIPART_OVERHEAD_BYTES,
        onError: () => {
          throw new AppError('PAYLOAD_TOO_LARGE', LOGO_MESSAGES.tooLarge);
        },
      }),
      inputGuard,
      idempotency,
    ] as const,
    security: guarded('company', 'write').security,
    'x-permission': guarded('company', 'write')['x-permission'],
    request: {
      body: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: z.object({
              file: z
                .instanceof(File, { message: LOGO_MESSAGES.missing })
                .openapi({ type: 'string', format: 'binary' }),
            }),
          },
        },
      },
    },
    responses: {
      200: json(companySchema, 'The company, with its new logoUrl'),
      ...problemResponses(400, 401, 403, 413, 415),
    },
  }),
  async (c) => c.json(await setLogo(c.get('tenant'), c.req.valid('form').file), 200),
);
