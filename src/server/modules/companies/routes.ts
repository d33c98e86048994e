import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { createCompanyInput } from '../../../shared/company.ts';
import { ROLES } from '../../../shared/roles.ts';
import { guarded, requireCaller, signedIn, type AppEnv } from '../../platform/context.ts';
import { json, problemResponses } from '../../platform/openapi.ts';
import { createCompanyForUser, getBranding, getCompany } from './service.ts';

const company = z
  .object({
    id: z.uuid(),
    name: z.string(),
    ownerId: z.string().nullable(),
    logoUrl: z.string().nullable(),
    website: z.string().nullable(),
    phone: z.string().nullable(),
    createdAt: z.date(),
    updatedAt: z.date(),
  })
  .openapi('Company');

const branding = z
  .object({
    companyId: z.uuid(),
    primaryColor: z.string(),
    secondaryColor: z.string(),
    accentColor: z.string(),
    fontFamily: z.string(),
    quizTheme: z.object({ background: z.string(), cardStyle: z.string(), buttonStyle: z.string() }),
    landingPageConfig: z.object({
      template: z.string(),
      showTestimonials: z.boolean(),
      showServices: z.boolean(),
      showContact: z.boolean(),
      companyName: z.string(),
    }),
    logoUrl: z.string().nullable(),
  })
  .openapi('CompanyBranding');

const me = z
  .object({
    user: z.object({ id: z.string(), email: z.string(), name: z.string() }),
    membership: z.object({ companyId: z.uuid().nullable(), role: z.enum(ROLES), isOwner: z.boolean() }).nullable(),
  })
  .openapi('Me');

export const companyRoutes = new OpenAPIHono<AppEnv>()
  .openapi(
    createRoute({
      method: 'get',
      path: '/me',
      tags: ['account'],
      summary: 'The signed-in user and their company membership',
      ...signedIn(),
      responses: { 200: json(me, 'The caller'), ...problemResponses(401) },
    }),
    (c) => {
      const caller = requireCaller(c);
      return c.json(
        { user: { id: caller.userId, email: caller.email, name: caller.name }, membership: caller.membership },
        200,
      );
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/companies',
      tags: ['company'],
      summary: 'Create a company owned by the caller (create_company_for_user)',
      ...signedIn(),
      request: {
        body: {
          required: true,
          content: {
            'application/json': {
              schema: createCompanyInput.meta({ example: { name: 'Hardwood Heroes LLC', phone: '+1 555 0100' } }),
            },
          },
        },
      },
      responses: { 201: json(company, 'The new company'), ...problemResponses(400, 401, 409) },
    }),
    async (c) => {
      const created = await createCompanyForUser(c.get('db'), requireCaller(c), c.req.valid('json'));
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
      responses: { 200: json(company, 'The company'), ...problemResponses(401, 403) },
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
      responses: { 200: json(branding, 'The branding'), ...problemResponses(401, 403) },
    }),
    async (c) => c.json(await getBranding(c.get('tenant')), 200),
  );
