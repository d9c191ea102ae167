import { idParams } from '../catalogue.ts';
import { adminCouponRead, adminCouponReadList, couponBody } from '../admin-coupons.ts';
import { defineEndpoint } from '../endpoint.ts';
import { operatorGuardErrors as guard } from './admin.ts';

/**
 * Coupons in the console (permission marketing.manage): list with their use counts, create, change, deactivate.
 * A coupon is never deleted: placed orders name it.
 */

const tags = ['admin'] as const;

export const adminListCoupons = defineEndpoint({
  operationId: 'adminListCoupons',
  method: 'GET',
  path: '/admin/coupons',
  access: 'operator',
  permission: 'marketing.manage',
  tags,
  summary: 'Operator: every coupon with its rules, how often it was used and where it stands today',
  errors: [...guard.errors],
  errorCodes: guard.errorCodes,
  schemas: { response: adminCouponReadList },
});

export const adminCreateCoupon = defineEndpoint({
  operationId: 'adminCreateCoupon',
  method: 'POST',
  path: '/admin/coupons',
  access: 'operator',
  permission: 'marketing.manage',
  tags,
  summary: 'Operator: add a coupon (code stored upper case)',
  description:
    'Validation errors name the field. A percent `value` is a percent (12.5, at most 100), a flat one rupees. ' +
    '`endsOn` may not be before `startsOn`, nor `perUserLimit` above `usageLimit`.',
  errors: [400, ...guard.errors, 409],
  errorCodes: [...guard.errorCodes, 'COUPON_CODE_TAKEN'],
  schemas: { body: couponBody, response: adminCouponRead },
});

export const adminUpdateCoupon = defineEndpoint({
  operationId: 'adminUpdateCoupon',
  method: 'PUT',
  path: '/admin/coupons/{id}',
  access: 'operator',
  permission: 'marketing.manage',
  tags,
  summary: 'Operator: change a coupon (deactivate it with isActive false)',
  description:
    'The same rules as a new coupon (a percent at most 100, `endsOn` not before `startsOn`, `perUserLimit` not ' +
    'above `usageLimit`); usageLimit may not go below the uses so far.',
  errors: [400, ...guard.errors, 404, 409, 428],
  errorCodes: [...guard.errorCodes, 'COUPON_NOT_FOUND', 'COUPON_CODE_TAKEN', 'STALE_WRITE', 'VERSION_REQUIRED'],
  schemas: { params: idParams, body: couponBody, response: adminCouponRead },
});

export const adminCouponsEndpoints = { adminListCoupons, adminCreateCoupon, adminUpdateCoupon };
