import { idParams } from '../catalogue.ts';
import { adminCouponRead, adminCouponReadList, couponBody } from '../admin-coupons.ts';
import { schemaTable } from '../endpoint.ts';
import { adminCouponsEndpoints } from './admin-coupons.ts';

export const adminCouponsSchemas = schemaTable(adminCouponsEndpoints, {
  adminListCoupons: { response: adminCouponReadList },
  adminCreateCoupon: { body: couponBody, response: adminCouponRead },
  adminUpdateCoupon: { params: idParams, body: couponBody, response: adminCouponRead },
});
