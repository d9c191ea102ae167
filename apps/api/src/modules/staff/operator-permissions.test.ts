import { loadEndpointTables } from '@shringar/contracts/endpoint-catalog';
import type { Endpoint } from '@shringar/contracts/endpoint';
import { AUTOMATION_PERMISSIONS, roleMay, STAFF_ROLES, type StaffRole } from '@shringar/contracts/staff-roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { AUTOMATION, createStaff } from '../../../test/staff-factories.ts';

/**
 * Every operator endpoint of the contracts, read from the endpoint tables (a new one is covered unasked);
 * signing out last, since it ends the sessions the others use.
 */
const operatorEndpoints = (await loadEndpointTables())
  .flatMap(({ table }) => Object.values(table))
  .filter((e: Endpoint) => e.access === 'operator')
  .sort((a, b) => Number(a.operationId === 'staffSignOut') - Number(b.operationId === 'staffSignOut'));

/** A URL for the endpoint: the guard answers before any parameter is looked at. */
const urlOf = (e: Endpoint) => `/api/v4${e.path.replace(/\{\w+\}/g, '1')}`;

describe('operator permissions, for every operator endpoint', () => {
  let t: TestApp;
  const cookies = {} as Record<StaffRole, string>;
  let shopperToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    for (const role of STAFF_ROLES) cookies[role] = (await createStaff(t, role)).cookie;
    shopperToken = (await createUser(t.ctx)).token;
  });
  afterAll(() => t.close());

  // Each endpoint is called from a network of its own: the shopper's token is a wrong operator token, and a
  // network past 10 of those in 15 minutes is refused (429) before permissions are looked at.
  const networkOf = (e: Endpoint) => `198.51.100.${operatorEndpoints.indexOf(e) + 1}`;
  const call = (e: Endpoint, headers: Record<string, string>) =>
    t.call({
      method: e.method,
      url: urlOf(e),
      headers,
      remoteAddress: networkOf(e),
      ...(e.method === 'GET' ? {} : { payload: {} }),
    });

  it('covers the operator API', () => {
    expect(operatorEndpoints.length).toBeGreaterThanOrEqual(10);
  });

  it.each(operatorEndpoints.map((e) => [e.operationId, e] as const))(
    '%s: refused without the permission, let through with it',
    async (_id, e) => {
      const anonymous = await call(e, {});
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.code).toBe('STAFF_SIGN_IN_REQUIRED');
      const shopper = await call(e, { authorization: `Bearer ${shopperToken}` });
      expect(shopper.status).toBe(403);
      expect(shopper.body.code).toBe('OPERATOR_TOKEN_REQUIRED');

      for (const role of STAFF_ROLES) {
        const res = await call(e, { cookie: cookies[role] });
        if (roleMay(role, e.permission!)) expect([401, 403], `${role} may`).not.toContain(res.status);
        else expect([res.status, res.body.code], `${role} may not`).toEqual([403, 'PERMISSION_DENIED']);
      }
      const automation = await call(e, AUTOMATION);
      if (AUTOMATION_PERMISSIONS.includes(e.permission!)) expect([401, 403]).not.toContain(automation.status);
      else expect([automation.status, automation.body.code]).toEqual([403, 'PERMISSION_DENIED']);
    },
  );
});
