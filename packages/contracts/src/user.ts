import { z } from 'zod';

/** The shopper (spec 3 'User') with the counts the profile tiles show. Money is rupees. */
export const userSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  /** 10 digits, no country code. */
  phoneNumber: z.string(),
  profileImageUrl: z.string().nullable(),
  walletAmount: z.number(),
  hearts: z.number().int(),
  isVerified: z.boolean(),
  /** Id of the chosen delivery address, or null. */
  selectedAddress: z.number().int().nullable(),
  isUserRated: z.boolean(),
  /** Placed orders (drafts waiting for payment are not counted). */
  ordersCount: z.number().int(),
  wishlistCount: z.number().int(),
  /** Whether cash on delivery is offered to this shopper (off after too many refused deliveries, or by staff). */
  isCodAllowed: z.boolean(),
  /** The shopper's consent to order updates on WhatsApp (the profile's switch), and when they gave it. */
  whatsappOrderUpdates: z.boolean(),
  whatsappOptInAt: z.string().nullable(),
  /** The language order messages are written in: 'hi' after signing in on /hi or switching to Hindi. */
  preferredLocale: z.enum(['en', 'hi']).meta({ example: 'hi' }),
});
export type User = z.infer<typeof userSchema>;

export const EMAIL_MESSAGE = 'Please enter a valid email address';

/**
 * POST /user/update: only name, email and the WhatsApp consent (the picture comes as multipart `profilePic`).
 * Anything else in the body (walletAmount, isVerified, hearts ...) is dropped, never applied. An empty email clears it.
 */
export const userUpdateBody = z.object({
  name: z.string().trim().max(100, 'Name must be at most 100 characters').optional(),
  email: z
    .string()
    .trim()
    .max(254, EMAIL_MESSAGE)
    .refine((v) => v === '' || z.email().safeParse(v).success, EMAIL_MESSAGE)
    .optional(),
  /** On: order updates (and back-in-stock alerts) also go to the shopper's phone on WhatsApp; the time is recorded. */
  whatsappOrderUpdates: z.boolean().optional(),
  /** The shopper's language (the store's switcher sends it): order messages are written in it. */
  preferredLocale: z.enum(['en', 'hi'], { error: 'preferredLocale must be en or hi' }).optional(),
});
export type UserUpdateBody = z.infer<typeof userUpdateBody>;

export const userRatedBody = z.object({ isUserRated: z.boolean().default(true) });

/** Profile pictures: what the server accepts (checked by content) and its size limit (./profile-image.ts). */
export { PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGE_TYPES } from './profile-image.ts';

/** The JSON body of POST /user/update; an absent body changes nothing (the multipart form carries the same fields). */
export const profileUpdateRequest = userUpdateBody.nullish();

/** The body of POST /user/update-is-user-rated; an absent body means rated. */
export const userRatedRequest = userRatedBody.nullish();
