import type { AdminProductView } from '@shringar/contracts/admin-products';
import type { VersionRule } from '../../lib/record-version.ts';

/**
 * What a product edit can lose: every field of the form. Stock is left out (orders move it while a form is
 * open, and a save must never be refused for that), and so is updatedAt.
 */
export const productVersion: VersionRule<AdminProductView> = {
  subject: 'this product',
  fields: ({ productId: _id, updatedAt: _updatedAt, variants, ...product }) => ({
    ...product,
    variants: variants.map(({ stock: _stock, ...variant }) => variant),
  }),
};
