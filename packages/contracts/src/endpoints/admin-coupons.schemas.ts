import { idParams } from '../catalogue.ts';
import { adminCoupon, adminCouponList, couponBody } from '../coupon-admin.ts';
import { schemaTable } from '../endpoint.ts';
import { adminCouponsEndpoints } from './admin-coupons.ts';

export const adminCouponsSchemas = schemaTable(adminCouponsEndpoints, {
  adminListCoupons: { response: adminCouponList },
  adminCreateCoupon: { body: couponBody, response: adminCoupon },
  adminUpdateCoupon: { params: idParams, body: couponBody, response: adminCoupon },
});
