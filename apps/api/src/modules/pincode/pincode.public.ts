/* What other modules may use of pincodes: the directory lookup (city, district, state). */
export { lookupPincode } from './pincode-directory.ts';
