import { shippingEndpoints as endpoints } from '@shringar/contracts/endpoints/shipping';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { ok } from '../../lib/envelope.ts';
import { endpointRoute } from '../../plugins/endpoint-route.ts';
import { historyActor } from '../staff/staff.public.ts';
import {
  cancelShipment,
  createShipment,
  getOrderShipment,
  requestPickup,
  shipmentLabel,
} from './shipment-admin.service.ts';
import { createShipments, shipmentLabels } from './shipment-bulk-admin.service.ts';
import { shipmentView } from './shipment-records.ts';

const operatorOf = (request: FastifyRequest) => historyActor(request.operator);

const sendPdf = (reply: FastifyReply, pdf: Buffer, filename: string) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);

/** The console's shipping: book a parcel, its label, pickup and cancel, and many orders' parcels at once. */
const shippingAdminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  endpointRoute(app, endpoints.adminGetOrderShipment, async (request) =>
    ok(await getOrderShipment(ctx, request.params.id)),
  );

  endpointRoute(app, endpoints.adminCreateShipment, async (request) => {
    const row = await createShipment(ctx, request.params.id, request.body, operatorOf(request));
    request.auditChange = { target: request.params.id, before: null, after: { awb: row.awb, ...request.body } };
    return ok(await shipmentView(ctx.db, row), `AWB ${row.awb} booked with ${row.courierName}`);
  });

  endpointRoute(app, endpoints.adminRequestPickup, async (request) => {
    const shipment = await requestPickup(ctx, request.params.id);
    request.auditChange = { target: request.params.id, before: null, after: { pickup: shipment.awb } };
    return ok(shipment, 'Pickup requested');
  });

  endpointRoute(app, endpoints.adminCancelShipment, async (request) => {
    const shipment = await cancelShipment(ctx, request.params.id);
    request.auditChange = { target: request.params.id, before: { awb: shipment.awb }, after: { status: 'CANCELLED' } };
    return ok(shipment, 'Shipment cancelled');
  });

  endpointRoute(app, endpoints.adminShipmentLabel, async (request, reply) => {
    const label = await shipmentLabel(ctx, request.params.id);
    return sendPdf(reply, label.pdf, label.filename);
  });

  endpointRoute(app, endpoints.adminBulkCreateShipments, async (request) => {
    const result = await createShipments(ctx, request.body.orderIds, operatorOf(request));
    request.auditChange = {
      target: 'shipments',
      before: null,
      after: { booked: result.shipments.filter((s) => s.created).map((s) => s.orderId), failed: result.failed },
    };
    return ok(result, `${result.shipments.filter((s) => s.created).length} booked, ${result.failed.length} failed`);
  });

  endpointRoute(app, endpoints.adminShipmentLabels, async (request, reply) => {
    const pdf = await shipmentLabels(ctx, request.query.orderIds.split(','));
    return sendPdf(reply, pdf, 'labels.pdf');
  });
};

export default shippingAdminRoutes;
