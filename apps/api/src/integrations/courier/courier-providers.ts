import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { CourierProvider, CourierRegistration } from './courier-provider.ts';
import { shiprocketRegistration } from './shiprocket/shiprocket-courier.ts';
import { courierSimulatorRegistration } from './simulator/courier-simulator.ts';

/** Every courier the store can ship with. A new one is a folder beside these and one line here. */
const REGISTERED: readonly CourierRegistration[] = [shiprocketRegistration, courierSimulatorRegistration];

/** The courier COURIER_PROVIDER names, made from its configuration; an unknown name stops the start. */
export function createCourierProvider(config: Config, db: Db, clock: Clock): CourierProvider {
  const registration = REGISTERED.find((r) => r.id === config.COURIER_PROVIDER);
  if (!registration)
    throw new Error(
      `COURIER_PROVIDER=${config.COURIER_PROVIDER} is not a courier; use one of ${REGISTERED.map((r) => r.id).join(', ')}`,
    );
  return registration.create({ config, db, clock });
}
