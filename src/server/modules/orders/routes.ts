import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  createOrderInput,
  orderFiltersInput,
  receiveOrderInput,
  sendOrderInput,
  updateOrderInput,
} from '../../../shared/order-inputs.ts';
import { orderPageSchema, orderSchema } from '../../../shared/order-responses.ts';
import { guarded, type AppEnv } from '../../platform/context.ts';
import { idParam, json, jsonBody, problemResponses } from '../../platform/openapi.ts';
import { pageQuery } from '../../platform/pagination.ts';
import { pdfResponse, sendPdf } from '../../platform/pdf/http.ts';
import {
  cancelOrder,
  createOrder,
  deleteOrder,
  getOrder,
  listOrders,
  orderPdfFile,
  receiveOrder,
  sendOrder,
  updateOrder,
} from './service.ts';

// Material orders (issue #16): placed by those who price the work (estimates write); read and
// received on site by the job's crew too (jobs read / write, scoped to their jobs).

const exampleOrder = {
  deliveryTo: 'shop' as const,
  notes: 'Call before delivery',
  items: [
    { description: 'White oak 5" plank, 22 sq ft/box', sku: 'WO-5', quantity: '14', unit: 'box', unitCost: '61.60' },
  ],
};

export const orderRoutes = new OpenAPIHono<AppEnv>()
  .openapi(
    createRoute({
      method: 'get',
      path: '/orders',
      tags: ['orders'],
      summary: 'Material orders, newest first (a crew sees those of their jobs, without costs)',
      ...guarded('jobs', 'read'),
      request: { query: pageQuery(50).extend(orderFiltersInput.shape) },
      responses: { 200: json(orderPageSchema, 'A page of orders'), ...problemResponses(400, 401, 403) },
    }),
    async (c) => c.json(await listOrders(c.get('tenant'), c.req.valid('query')), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/orders',
      tags: ['orders'],
      summary: "Create a draft order (PO-0001…), from an estimate's material lines, a job, or typed items",
      ...guarded('estimates', 'write'),
      request: { body: jsonBody(createOrderInput, exampleOrder) },
      responses: { 201: json(orderSchema, 'The new order'), ...problemResponses(400, 401, 403) },
    }),
    async (c) => c.json(await createOrder(c.get('tenant'), c.req.valid('json')), 201),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/orders/{id}',
      tags: ['orders'],
      summary: 'An order with its items, deliveries and dye-lot warnings',
      ...guarded('jobs', 'read'),
      request: { params: idParam },
      responses: { 200: json(orderSchema, 'The order'), ...problemResponses(400, 401, 403, 404) },
    }),
    async (c) => c.json(await getOrder(c.get('tenant'), c.req.valid('param').id), 200),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/orders/{id}',
      tags: ['orders'],
      summary: 'Change a draft order (its items replace the old ones)',
      ...guarded('estimates', 'write'),
      request: { params: idParam, body: jsonBody(updateOrderInput, exampleOrder) },
      responses: { 200: json(orderSchema, 'The order'), ...problemResponses(400, 401, 403, 404, 409) },
    }),
    async (c) => c.json(await updateOrder(c.get('tenant'), c.req.valid('param').id, c.req.valid('json')), 200),
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/orders/{id}',
      tags: ['orders'],
      summary: 'Delete a draft order (a placed one is cancelled instead)',
      ...guarded('estimates', 'delete'),
      request: { params: idParam },
      responses: { 204: { description: 'Deleted' }, ...problemResponses(400, 401, 403, 404, 409) },
    }),
    async (c) => {
      await deleteOrder(c.get('tenant'), c.req.valid('param').id);
      return c.body(null, 204);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/orders/{id}/send',
      tags: ['orders'],
      summary: 'E-mail the order with its PDF to the supplier: it becomes ordered, its job materials_ordered',
      ...guarded('estimates', 'write'),
      request: { params: idParam, body: jsonBody(sendOrderInput, { to: 'orders@supplier.example' }) },
      responses: { 200: json(orderSchema, 'The placed order'), ...problemResponses(400, 401, 403, 404, 409) },
    }),
    async (c) => c.json(await sendOrder(c.get('tenant'), c.req.valid('param').id, c.req.valid('json')), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/orders/{id}/cancel',
      tags: ['orders'],
      summary: 'Cancel an order that has not been received',
      ...guarded('estimates', 'write'),
      request: { params: idParam },
      responses: { 200: json(orderSchema, 'The cancelled order'), ...problemResponses(400, 401, 403, 404, 409) },
    }),
    async (c) => c.json(await cancelOrder(c.get('tenant'), c.req.valid('param').id), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/orders/{id}/receipts',
      tags: ['orders'],
      summary: 'Record a delivery: quantities and dye lots; all received moves the job to materials_delivered',
      ...guarded('jobs', 'write'),
      request: {
        params: idParam,
        body: jsonBody(receiveOrderInput, {
          items: [{ itemId: '00000000-0000-4000-8000-000000000000', quantity: '14', dyeLot: 'LOT 2291' }],
        }),
      },
      responses: {
        200: json(orderSchema, 'The order after the delivery'),
        ...problemResponses(400, 401, 403, 404, 409),
      },
    }),
    async (c) => c.json(await receiveOrder(c.get('tenant'), c.req.valid('param').id, c.req.valid('json')), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/orders/{id}/pdf',
      tags: ['orders'],
      summary: 'The order as a PDF, as the supplier receives it',
      ...guarded('estimates', 'write'),
      request: { params: idParam },
      responses: {
        200: pdfResponse('PDF file'),
        ...problemResponses(400, 401, 403, 404),
      },
    }),
    async (c) => sendPdf(c, await orderPdfFile(c.get('tenant'), c.req.valid('param').id)),
  );
