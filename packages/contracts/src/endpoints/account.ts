import { profileUpdateRequest, userRatedRequest, userSchema } from '../user.ts';
import { defineEndpoint } from '../endpoint.ts';

/** The signed-in shopper's profile. */

export const getProfile = defineEndpoint({
  operationId: 'getProfile',
  method: 'GET',
  path: '/user',
  access: 'shopper',
  tags: ['account'],
  summary: 'The signed-in shopper, with ordersCount and wishlistCount',
  errors: [401],
  schemas: { response: userSchema },
});

export const updateProfile = defineEndpoint({
  operationId: 'updateProfile',
  method: 'POST',
  path: '/user/update',
  access: 'shopper',
  tags: ['account'],
  summary: 'Update name and email, and optionally the profile picture',
  description:
    'JSON { name?, email? } or multipart/form-data with text fields name, email and a file profilePic ' +
    '(JPEG, PNG or WebP, checked by content, at most 5 MB; stored as a 512×512 WebP). Other fields, ' +
    'such as walletAmount or isVerified, are ignored.',
  consumes: ['application/json', 'multipart/form-data'],
  multipart: true,
  errors: [400, 401, 413, 415],
  schemas: { body: profileUpdateRequest, response: userSchema },
});

export const markUserRated = defineEndpoint({
  operationId: 'markUserRated',
  method: 'POST',
  path: '/user/update-is-user-rated',
  access: 'shopper',
  tags: ['account'],
  summary: 'Record that the shopper has rated the app',
  errors: [400, 401],
  schemas: { body: userRatedRequest, response: userSchema },
});

export const accountEndpoints = { getProfile, updateProfile, markUserRated };
