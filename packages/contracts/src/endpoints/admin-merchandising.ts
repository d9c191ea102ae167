import { idParams } from '../catalogue.ts';
import {
  adminBannerRead,
  adminBannerReadList,
  adminBrandRead,
  adminBrandReadList,
  adminCategoryRead,
  adminCategoryReadList,
  adminOfferRead,
  adminOfferReadList,
  bannerBody,
  bestsellersAnswer,
  bestsellersBody,
  brandBody,
  categoryBody,
  deletedAnswer,
  offerBody,
  productPickList,
  productPickQuery,
  storeImageList,
} from '../merchandising.ts';
import { defineEndpoint } from '../endpoint.ts';
import { operatorGuardErrors as guard } from './admin.ts';

/**
 * The console's merchandising (operator endpoints, permission catalogue.manage): categories, brands, banners,
 * offers, the bestseller order, and the images to choose from. Every change publishes a store change, so the
 * storefront shows it at once.
 */

const tags = ['admin'] as const;

export const adminListCategories = defineEndpoint({
  operationId: 'adminListCategories',
  method: 'GET',
  path: '/admin/categories',
  access: 'operator',
  permission: 'catalogue.manage',
  tags,
  summary: 'Operator: every category, active or not, in display order',
  errors: [...guard.errors],
  errorCodes: guard.errorCodes,
  schemas: { response: adminCategoryReadList },
});

export const adminCreateCategory = defineEndpoint({
  operationId: 'adminCreateCategory',
  method: 'POST',
  path: '/admin/categories',
  access: 'operator',
  permission: 'catalogue.manage',
  tags,
  summary: 'Operator: add a category',
  description: 'Validation errors name the field.',
  errors: [400, ...guard.errors, 409],
  errorCodes: [...guard.errorCodes, 'CATEGORY_NAME_TAKEN'],
  schemas: { body: categoryBody, response: adminCategoryRead },
});

export const adminUpdateCategory = defineEndpoint({
  operationId: 'adminUpdateCategory',
  method: 'PUT',
  path: '/admin/categories/{id}',
  access: 'operator',
  permission: 'catalogue.manage',
  tags,
  summary: 'Operator: change a category (deactivate it with isActive false)',
  errors: [400, ...guard.errors, 404, 409, 428],
  errorCodes: [...guard.errorCodes, 'CATEGORY_NOT_FOUND', 'CATEGORY_NAME_TAKEN', 'STALE_WRITE', 'VERSION_REQUIRED'],
  schemas: { params: idParams, body: categoryBody, response: adminCategoryRead },
});

export const adminDeleteCategory = defineEndpoint({
  operationId: 'adminDeleteCategory',
  method: 'DELETE',
  path: '/admin/categories/{id}',
  access: 'operator',
  permission: 'catalogue.manage',
  tags,
  summary: 'Operator: delete a category that has no products (one with products can only be deactivated)',
  errors: [400, ...guard.errors, 404, 409],
  errorCodes: [...guard.errorCodes, 'CATEGORY_NOT_FOUND', 'CATEGORY_HAS_PRODUCTS'],
  schemas: { params: idParams, response: deletedAnswer },
});

export const adminListBrands = defineEndpoint({
  operationId: 'adminListBrands',
  method: 'GET',
  path: '/admin/brands',
  access: 'operator',
  permission: 'catalogue.manage',
  tags,
  summary: 'Operator: every brand, active or not, in display order',
  errors: [...guard.errors],
  errorCodes: guard.errorCodes,
  schemas: { response: adminBrandReadList },
});

export const adminCreateBrand = defineEndpoint({
  operationId: 'adminCreateBrand',
  method: 'POST',
  path: '/admin/brands',
  access: 'operator',
  permission: 'catalogue.manage',
  tags,
  summary: 'Operator: add a brand',
  description: 'Validation errors name the field.',
  errors: [400, ...guard.errors, 409],
  errorCodes: [...guard.errorCodes, 'BRAND_NAME_TAKEN'],
  schemas: { body: brandBody, response: adminBrandRead },
});

export const adminUpdateBrand = defineEndpoint({
  operationId: 'adminUpdateBrand',
  method: 'PUT',
  path: '/admin/brands/{id}',
  access: 'operator',
  permission: 'catalogue.manage',
  tags,
  summary: 'Operator: change a brand (deactivate it with isActive false)',
  errors: [400, ...guard.errors, 404, 409, 428],
  errorCodes: [...guard.errorCodes, 'BRAND_NOT_FOUND', 'BRAND_NAME_TAKEN', 'STALE_WRITE', 'VERSION_REQUIRED'],
  schemas: { params: idParams, body: brandBody, response: adminBrandRead },
});

export const adminDeleteBrand = defineEndpoint({
  operationId: 'adminDeleteBrand',
  method: 'DELETE',
  path: '/admin/brands/{id}',
  access: 'operator',
  permission: 'catalogue.manage',
  tags,
  summary: 'Operator: delete a brand that has no products (one with products can only be deactivated)',
  errors: [400, ...guard.errors, 404, 409],
  errorCodes: [...guard.errorCodes, 'BRAND_NOT_FOUND', 'BRAND_HAS_PRODUCTS'],
  schemas: { params: idParams, response: deletedAnswer },
});

export const adminListBanners = defineEndpoint({
  operationId: 'adminListBanners',
  method: 'GET',
  path: '/admin/banners',
  access: 'operator',
  permission: 'catalogue.manage',
  tags,
  summary: 'Operator: every banner, active or not, in display order',
  errors: [...guard.errors],
  errorCodes: guard.errorCodes,
  schemas: { response: adminBannerReadList },
});

export const adminCreateBanner = defineEndpoint({
  operationId: 'adminCreateBanner',
  method: 'POST',
  path: '/admin/banners',
  access: 'operator',
  permission: 'catalogue.manage',
  tags,
  summary: 'Operator: add a banner',
  description: 'Validation errors name the field. 404 when a product id is unknown.',
  errors: [400, ...guard.errors, 404],
  errorCodes: [...guard.errorCodes, 'PRODUCT_NOT_FOUND'],
  schemas: { body: bannerBody, response: adminBannerRead },
});

export const adminUpdateBanner = defineEndpoint({
  operationId: 'adminUpdateBanner',
  method: 'PUT',
  path: '/admin/banners/{id}',
  access: 'operator',
  permission: 'catalogue.manage',
  tags,
  summary: 'Operator: change a banner (deactivate it with isActive false)',
  errors: [400, ...guard.errors, 404, 409, 428],
  errorCodes: [...guard.errorCodes, 'BANNER_NOT_FOUND', 'PRODUCT_NOT_FOUND', 'STALE_WRITE', 'VERSION_REQUIRED'],
  schemas: { params: idParams, body: bannerBody, response: adminBannerRead },
});

export const adminDeleteBanner = defineEndpoint({
  operationId: 'adminDeleteBanner',
  method: 'DELETE',
  path: '/admin/banners/{id}',
  access: 'operator',
  permission: 'catalogue.manage',
  tags,
  summary: 'Operator: delete a banner',
  errors: [400, ...guard.errors, 404],
  errorCodes: [...guard.errorCodes, 'BANNER_NOT_FOUND'],
  schemas: { params: idParams, response: deletedAnswer },
});

export const adminListOffers = defineEndpoint({
  operationId: 'adminListOffers',
  method: 'GET',
  path: '/admin/offers',
  access: 'operator',
  permission: 'catalogue.manage',
  tags,
  summary: 'Operator: every offer, active or not, in display order',
  errors: [...guard.errors],
  errorCodes: guard.errorCodes,
  schemas: { response: adminOfferReadList },
});

export const adminCreateOffer = defineEndpoint({
  operationId: 'adminCreateOffer',
  method: 'POST',
  path: '/admin/offers',
  access: 'operator',
  permission: 'catalogue.manage',
  tags,
  summary: 'Operator: add an offer',
  description: 'Validation errors name the field. 404 when a product id is unknown.',
  errors: [400, ...guard.errors, 404],
  errorCodes: [...guard.errorCodes, 'PRODUCT_NOT_FOUND'],
  schemas: { body: offerBody, response: adminOfferRead },
});

export const adminUpdateOffer = defineEndpoint({
  operationId: 'adminUpdateOffer',
  method: 'PUT',
  path: '/admin/offers/{id}',
  access: 'operator',
  permission: 'catalogue.manage',
  tags,
  summary: 'Operator: change an offer (deactivate it with isActive false)',
  errors: [400, ...guard.errors, 404, 409, 428],
  errorCodes: [...guard.errorCodes, 'OFFER_NOT_FOUND', 'PRODUCT_NOT_FOUND', 'STALE_WRITE', 'VERSION_REQUIRED'],
  schemas: { params: idParams, body: offerBody, response: adminOfferRead },
});

export const adminDeleteOffer = defineEndpoint({
  operationId: 'adminDeleteOffer',
  method: 'DELETE',
  path: '/admin/offers/{id}',
  access: 'operator',
  permission: 'catalogue.manage',
  tags,
  summary: 'Operator: delete an offer',
  errors: [400, ...guard.errors, 404],
  errorCodes: [...guard.errorCodes, 'OFFER_NOT_FOUND'],
  schemas: { params: idParams, response: deletedAnswer },
});

export const adminPickProducts = defineEndpoint({
  operationId: 'adminPickProducts',
  method: 'GET',
  path: '/admin/product-picks',
  access: 'operator',
  permission: 'catalogue.manage',
  tags,
  summary: "Operator: up to 20 products whose name, brand or category matches `q` (the console's product pickers)",
  errors: [400, ...guard.errors],
  errorCodes: guard.errorCodes,
  schemas: { query: productPickQuery, response: productPickList },
});

export const adminGetBestsellers = defineEndpoint({
  operationId: 'adminGetBestsellers',
  method: 'GET',
  path: '/admin/bestsellers',
  access: 'operator',
  permission: 'catalogue.manage',
  tags,
  summary: "Operator: the home page's Bestsellers strip, in order (empty: each category's products at random)",
  errors: [...guard.errors],
  errorCodes: guard.errorCodes,
  schemas: { response: bestsellersAnswer },
});

export const adminSetBestsellers = defineEndpoint({
  operationId: 'adminSetBestsellers',
  method: 'PUT',
  path: '/admin/bestsellers',
  access: 'operator',
  permission: 'catalogue.manage',
  tags,
  summary: "Operator: choose and order the Bestsellers strip's products (the whole list; empty to go back to random)",
  errors: [400, ...guard.errors, 404],
  errorCodes: [...guard.errorCodes, 'PRODUCT_NOT_FOUND'],
  schemas: { body: bestsellersBody, response: bestsellersAnswer },
});

export const adminListStoreImages = defineEndpoint({
  operationId: 'adminListStoreImages',
  method: 'GET',
  path: '/admin/store-images',
  access: 'operator',
  permission: 'catalogue.manage',
  tags,
  summary: 'Operator: the images the store already shows (category icons, brand logos, banners, offers), to reuse',
  errors: [...guard.errors],
  errorCodes: guard.errorCodes,
  schemas: { response: storeImageList },
});

export const adminMerchandisingEndpoints = {
  adminListCategories,
  adminCreateCategory,
  adminUpdateCategory,
  adminDeleteCategory,
  adminListBrands,
  adminCreateBrand,
  adminUpdateBrand,
  adminDeleteBrand,
  adminListBanners,
  adminCreateBanner,
  adminUpdateBanner,
  adminDeleteBanner,
  adminListOffers,
  adminCreateOffer,
  adminUpdateOffer,
  adminDeleteOffer,
  adminPickProducts,
  adminGetBestsellers,
  adminSetBestsellers,
  adminListStoreImages,
};
