import { shippingEndpoints as endpoints } from '@shringar/contracts/endpoints/shipping';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { CourierSimulator, type SimulatorParcel } from '../../integrations/courier/simulator/courier-simulator.ts';
import { ok } from '../../lib/envelope.ts';
import { NotFound } from '../../lib/errors.ts';
import { endpointRoute } from '../../plugins/endpoint-route.ts';
import { receiveCourierWebhook } from './courier-webhook.service.ts';

const view = (simulator: CourierSimulator, p: SimulatorParcel) => ({
  awb: p.awb,
  orderId: p.reference,
  deliveryCity: p.deliveryCity,
  deliveryPincode: p.deliveryPincode,
  codAmount: p.codPaise / 100,
  status: p.status,
  nextSteps: [...simulator.nextSteps(p)],
  updatedAt: p.updatedAt.toISOString(),
});

/**
 * The courier simulator's console page: its parcels and the step buttons. Advancing a parcel sends the store
 * the signed webhook a courier would, through the same handler the HTTP route uses (as the payment simulator
 * does), so the tracking path runs offline too. With a real courier the list is empty and advancing is a 404.
 */
const courierSimulatorRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const simulator = ctx.courier instanceof CourierSimulator ? ctx.courier : null;

  endpointRoute(app, endpoints.adminCourierSimulatorParcels, async () => {
    if (!simulator) return ok({ active: false, parcels: [] });
    const parcels = await simulator.recentParcels();
    return ok({ active: true, parcels: parcels.map((p) => view(simulator, p)) });
  });

  endpointRoute(app, endpoints.adminCourierSimulatorAdvance, async (request) => {
    if (!simulator) throw new NotFound('The store ships with a real courier; the simulator is off.');
    const signed = await simulator.advance(request.params.awb, request.body.step);
    const webhook = await receiveCourierWebhook(ctx, simulator.id, {
      rawBody: signed.rawBody,
      headers: { 'x-courier-signature': signed.signature },
    });
    const [parcel] = await simulator.parcels([request.params.awb]);
    return ok({ parcel: view(simulator, parcel!), webhook }, webhook.outcome);
  });
};

export default courierSimulatorRoutes;
