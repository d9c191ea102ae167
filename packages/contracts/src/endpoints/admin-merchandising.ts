import type { idParams } from '../catalogue.ts';
import { defineEndpoint } from '../endpoint.ts';
import type {
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
import { operatorGuardErrors as guard } from './admin.ts';

/**
 * The console's merchandising (operator endpoints, permission catalogue.manage): categories, brands, banners,
 * offers, the bestseller order, and the images to choose from. Every change publishes a store change, so the
 * storefront shows it at once. Schemas: ./admin-merchandising.schemas.ts.
 */

const tags = ['admin'] as const;

export const adminListCategories = defineEndpoint<{ response: typeof adminCategoryReadList }>()({
  operationId: 'adminListCategories',
  method: 'GET',
  path: '/admin/categories',
  access: 'operator',
  permission: 'catalogue.manage',
  tags,
  summary: 'Operator: every category, active or not, in display order',
  errors: [...guard.errors],
  errorCodes: guard.errorCodes,
});

export const adminCreateCategory = defineEndpoint<{ body: typeof categoryBody; response: typeof adminCategoryRead }>()({
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
});

export const adminUpdateCategory = defineEndpoint<{
  params: typeof idParams;
  body: typeof categoryBody;
  response: typeof adminCategoryRead;
}>()({
  operationId: 'adminUpdateCategory',
  method: 'PUT',
  path: '/admin/categories/{id}',
  access: 'operator',
  permission: 'catalogue.manage',
  tags,
  summary: 'Operator: change a category (deactivate it with isActive false)',
  errors: [400, ...guard.errors, 404, 409, 428],
  errorCodes: [...guard.errorCodes, 'CATEGORY_NOT_FOUND', 'CATEGORY_NAME_TAKEN', 'STALE_WRITE', 'VERSION_REQUIRED'],
});

export const adminDeleteCategory = defineEndpoint<{ params: typeof idParams; response: typeof deletedAnswer }>()({
  operationId: 'adminDeleteCategory',
  method: 'DELETE',
  path: '/admin/categories/{id}',
  access: 'operator',
  permission: 'catalogue.manage',
  tags,
  summary: 'Operator: delete a category that has no products (one with products can only be deactivated)',
  errors: [400, ...guard.errors, 404, 409],
  errorCodes: [...guard.errorCodes, 'CATEGORY_NOT_FOUND', 'CATEGORY_HAS_PRODUCTS'],
});

export const adminListBrands = defineEndpoint<{ response: typeof adminBrandReadList }>()({
  operationId: 'adminListBrands',
  method: 'GET',
  path: '/admin/brands',
  access: 'operator',
  permission: 'catalogue.manage',
  tags,
  summary: 'Operator: every brand, active or not, in display order',
  errors: [...guard.errors],
  errorCodes: guard.errorCodes,
});

export const adminCreateBrand = defineEndpoint<{ body: typeof brandBody; response: typeof adminBrandRead }>()({
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
});

export const adminUpdateBrand = defineEndpoint<{
  params: typeof idParams;
  body: typeof brandBody;
  response: typeof adminBrandRead;
}>()({
  operationId: 'adminUpdateBrand',
  method: 'PUT',
  path: '/admin/brands/{id}',
  access: 'operator',
  permission: 'catalogue.manage',
  tags,
  summary: 'Operator: change a brand (deactivate it with isActive false)',
  errors: [400, ...guard.errors, 404, 409, 428],
  errorCodes: [...guard.errorCodes, 'BRAND_NOT_FOUND', 'BRAND_NAME_TAKEN', 'STALE_WRITE', 'VERSION_REQUIRED'],
});

export const adminDeleteBrand = defineEndpoint<{ params: typeof idParams; response: typeof deletedAnswer }>()({
  operationId: 'adminDeleteBrand',
  method: 'DELETE',
  path: '/admin/brands/{id}',
  access: 'operator',
  permission: 'catalogue.manage',
  tags,
  summary: 'Operator: delete a brand that has no products (one with products can only be deactivated)',
  errors: [400, ...guard.errors, 404, 409],
  errorCodes: [...guard.errorCodes, 'BRAND_NOT_FOUND', 'BRAND_HAS_PRODUCTS'],
});

export const adminListBanners = defineEndpoint<{ response: typeof adminBannerReadList }>()({
  operationId: 'adminListBanners',
  method: 'GET',
  path: '/admin/banners',
  access: 'operator',
  permission: 'catalogue.manage',
  tags,
  summary: 'Operator: every banner, active or not, in display order',
  errors: [...guard.errors],
  errorCodes: guard.errorCodes,
});

export const adminCreateBanner = defineEndpoint<{ body: typeof bannerBody; response: typeof adminBannerRead }>()({
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
});

export const adminUpdateBanner = defineEndpoint<{
  params: typeof idParams;
  body: typeof bannerBody;
  response: typeof adminBannerRead;
}>()({
  operationId: 'adminUpdateBanner',
  method: 'PUT',
  path: '/admin/banners/{id}',
  access: 'operator',
  permission: 'catalogue.manage',
  tags,
  summary: 'Operator: change a banner (deactivate it with isActive false)',
  errors: [400, ...guard.errors, 404, 409, 428],
  errorCodes: [...guard.errorCodes, 'BANNER_NOT_FOUND', 'PRODUCT_NOT_FOUND', 'STALE_WRITE', 'VERSION_REQUIRED'],
});

export const adminDeleteBanner = defineEndpoint<{ params: typeof idParams; response: typeof deletedAnswer }>()({
  operationId: 'adminDeleteBanner',
  method: 'DELETE',
  path: '/admin/banners/{id}',
  access: 'operator',
  permission: 'catalogue.manage',
  tags,
  summary: 'Operator: delete a banner',
  errors: [400, ...guard.errors, 404],
  errorCodes: [...guard.errorCodes, 'BANNER_NOT_FOUND'],
});

export const adminListOffers = defineEndpoint<{ response: typeof adminOfferReadList }>()({
  operationId: 'adminListOffers',
  method: 'GET',
  path: '/admin/offers',
  access: 'operator',
  permission: 'catalogue.manage',
  tags,
  summary: 'Operator: every offer, active or not, in display order',
  errors: [...guard.errors],
  errorCodes: guard.errorCodes,
});

export const adminCreateOffer = defineEndpoint<{ body: typeof offerBody; response: typeof adminOfferRead }>()({
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
});

export const adminUpdateOffer = defineEndpoint<{
  params: typeof idParams;
  body: typeof offerBody;
  response: typeof adminOfferRead;
}>()({
  operationId: 'adminUpdateOffer',
  method: 'PUT',
  path: '/admin/offers/{id}',
  access: 'operator',
  permission: 'catalogue.manage',
  tags,
  summary: 'Operator: change an offer (deactivate it with isActive false)',
  errors: [400, ...guard.errors, 404, 409, 428],
  errorCodes: [...guard.errorCodes, 'OFFER_NOT_FOUND', 'PRODUCT_NOT_FOUND', 'STALE_WRITE', 'VERSION_REQUIRED'],
});

export const adminDeleteOffer = defineEndpoint<{ params: typeof idParams; response: typeof deletedAnswer }>()({
  operationId: 'adminDeleteOffer',
  method: 'DELETE',
  path: '/admin/offers/{id}',
  access: 'operator',
  permission: 'catalogue.manage',
  tags,
  summary: 'Operator: delete an offer',
  errors: [400, ...guard.errors, 404],
  errorCodes: [...guard.errorCodes, 'OFFER_NOT_FOUND'],
});

export const adminPickProducts = defineEndpoint<{ query: typeof productPickQuery; response: typeof productPickList }>()(
  {
    operationId: 'adminPickProducts',
    method: 'GET',
    path: '/admin/product-picks',
    access: 'operator',
    permission: 'catalogue.manage',
    tags,
    summary: "Operator: up to 20 products whose name, brand or category matches `q` (the console's product pickers)",
    errors: [400, ...guard.errors],
    errorCodes: guard.errorCodes,
  },
);

export const adminGetBestsellers = defineEndpoint<{ response: typeof bestsellersAnswer }>()({
  operationId: 'adminGetBestsellers',
  method: 'GET',
  path: '/admin/bestsellers',
  access: 'operator',
  permission: 'catalogue.manage',
  tags,
  summary: "Operator: the home page's Bestsellers strip, in order (empty: each category's products at random)",
  errors: [...guard.errors],
  errorCodes: guard.errorCodes,
});

export const adminSetBestsellers = defineEndpoint<{
  body: typeof bestsellersBody;
  response: typeof bestsellersAnswer;
}>()({
  operationId: 'adminSetBestsellers',
  method: 'PUT',
  path: '/admin/bestsellers',
  access: 'operator',
  permission: 'catalogue.manage',
  tags,
  summary: "Operator: choose and order the Bestsellers strip's products (the whole list; empty to go back to random)",
  errors: [400, ...guard.errors, 404],
  errorCodes: [...guard.errorCodes, 'PRODUCT_NOT_FOUND'],
});

export const adminListStoreImages = defineEndpoint<{ response: typeof storeImageList }>()({
  operationId: 'adminListStoreImages',
  method: 'GET',
  path: '/admin/store-images',
  access: 'operator',
  permission: 'catalogue.manage',
  tags,
  summary: 'Operator: the images the store already shows (category icons, brand logos, banners, offers), to reuse',
  errors: [...guard.errors],
  errorCodes: guard.errorCodes,
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
