import { z } from 'zod';
import { multiline } from './text-hygiene.ts';
import { digitsOrNumber, PHONE_MESSAGE } from './auth.ts';
import { EMAIL_MESSAGE } from './user.ts';
import { optionalPaginationQuery, pagedSchema } from './pagination.ts';

export const notificationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  created_at: z.string(),
  isRead: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** Mark these notifications read, or every one when ids is absent. */
export const markReadBody = z.object({
  ids: z
    .array(z.number().int().positive().max(2_147_483_647, 'ids must list notification ids'))
    .max(500, 'ids must list at most 500 notifications')
    .optional(),
});
export const markReadAnswer = z.object({ unreadCount: z.number().int() });

/** A base64url key of a browser's push subscription (PushSubscription.toJSON().keys). */
const pushKey = (field: string, min: number, max: number, example: string) =>
  z
    .string({ error: `subscription.keys.${field} is required` })
    .regex(/^[A-Za-z0-9_-]+=*$/, `subscription.keys.${field} must be base64url`)
    .min(min, `subscription.keys.${field} must be at least ${min} characters`)
    .max(max, `subscription.keys.${field} must be at most ${max} characters`)
    .meta({ examples: [example] });

const isHttpUrl = (v: string) => {
  try {
    return ['https:', 'http:'].includes(new URL(v).protocol);
  } catch {
    return false;
  }
};

/**
 * A browser's Web Push subscription as PushSubscription.toJSON() gives it (expirationTime, when sent, is ignored).
 * The endpoint is the push service's URL the store posts the shopper's order updates to.
 */
export const webPushSubscriptionBody = z.object({
  endpoint: z
    .string({ error: 'subscription.endpoint is required' })
    .trim()
    .max(2048, 'subscription.endpoint must be at most 2048 characters')
    .refine(isHttpUrl, 'subscription.endpoint must be an http(s) URL')
    .meta({ examples: ['https://fcm.googleapis.com/fcm/send/dpH5lCsTSSM:APA91bHqjZxM0VImWWqDRN7U0a3AUd2X'] }),
  keys: z.object(
    {
      p256dh: pushKey(
        'p256dh',
        80,
        100,
        'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
      ),
      auth: pushKey('auth', 16, 32, 'tBHItJI5svbpez7KI4CCXg'),
    },
    { error: 'subscription.keys is required' },
  ),
});
export type WebPushSubscription = z.infer<typeof webPushSubscriptionBody>;

/**
 * POST /fcm-token/save. An app sends its FCM token; a browser sends its Web Push subscription too, with the
 * subscription's endpoint as the token and platform web (order updates by push go to it).
 */
export const fcmTokenBody = z
  .object({
    token: z
      .string({ error: 'token is required' })
      .trim()
      .min(1, 'token is required')
      .max(4096, 'token must be at most 4096 characters'),
    platform: z.enum(['android', 'ios', 'web'], { error: 'platform must be android, ios or web' }).default('android'),
    subscription: webPushSubscriptionBody.optional(),
  })
  .superRefine((body, check) => {
    if (!body.subscription) return;
    if (body.platform !== 'web')
      check.addIssue({ code: 'custom', path: ['platform'], message: 'platform must be web with a subscription' });
    if (body.token !== body.subscription.endpoint)
      check.addIssue({ code: 'custom', path: ['token'], message: 'token must be the subscription’s endpoint' });
  });

/** POST /fcm-token/remove: the token (a browser's subscription endpoint) this device no longer wants pushes on. */
export const fcmTokenRemoveBody = z.object({
  token: z
    .string({ error: 'token is required' })
    .trim()
    .min(1, 'token is required')
    .max(4096, 'token must be at most 4096 characters'),
});
export const tokenRemovedSchema = z.object({ removed: z.literal(true) });

/** GET /push/public-key: the store's VAPID public key a browser subscribes with; null when push is off. */
export const pushPublicKeySchema = z.object({
  publicKey: z
    .string()
    .nullable()
    .meta({
      examples: ['BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U'],
    }),
});

/** POST /help-and-support: a call-back request; the number as shoppers type it (10 digits). */
export const helpAndSupportBody = z.object({
  mobile_number: z
    .union([z.string(), z.number()], { error: PHONE_MESSAGE })
    .transform((v) => String(v).trim())
    .refine((v) => /^\d{10}$/.test(v), PHONE_MESSAGE),
});
export const CALLBACK_SUCCESS_MESSAGE = 'Request submitted! Our team will call you soon.';

/** POST /app-feedback, JSON or form-urlencoded (where every value arrives as text). */
export const appFeedbackBody = z.object({
  rating: z.coerce
    .number({ error: 'rating must be a whole number from 1 to 5' })
    .int('rating must be a whole number from 1 to 5')
    .min(1, 'rating must be a whole number from 1 to 5')
    .max(5, 'rating must be a whole number from 1 to 5'),
  feedback: multiline(z.string().trim().max(2000, 'feedback must be at most 2000 characters')).optional(),
  email: z
    .string()
    .trim()
    .max(254, EMAIL_MESSAGE)
    .refine((v) => v === '' || z.email().safeParse(v).success, EMAIL_MESSAGE)
    .optional(),
});

export const giveawaySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  prizeImageUrl: z.string(),
  heartsRequired: z.number().int(),
  endsAt: z.string(),
  hasParticipated: z.boolean(),
  userHearts: z.number().int(),
});
export type Giveaway = z.infer<typeof giveawaySchema>;

export const adViewBody = z.object({
  adId: z.string({ error: 'adId is required' }).trim().min(1, 'adId is required').max(200, 'adId is too long'),
});
export const adViewAnswer = z.object({
  hearts: z.number().int(),
  heartsEarnedToday: z.number().int(),
  dailyCap: z.number().int(),
});

export const participateBody = z.object({
  giveawayId: z.coerce
    .number({ error: 'giveawayId is required' })
    .int('giveawayId must be a positive whole number')
    .positive('giveawayId must be a positive whole number')
    .max(2_147_483_647, 'giveawayId must be a positive whole number'),
});
export const participateAnswer = z.object({ hasParticipated: z.boolean(), hearts: z.number().int() });

/** GET /giveaway: the running giveaway, or null when none runs. */
export const currentGiveawaySchema = giveawaySchema.nullable();

export const notificationListSchema = z.array(notificationSchema);
/** GET /notifications: a page with `page` or `itemsPerPage`, else the spec's plain array (the latest 100). */
export const notificationListQuery = optionalPaginationQuery;
export const notificationListAnswer = z.union([notificationListSchema, pagedSchema(notificationSchema)]);

/** The body of POST /notifications/mark-read; an absent body marks every notification read. */
export const markReadRequest = markReadBody.nullish();

export const tokenSavedSchema = z.object({ saved: z.literal(true) });

/**
 * POST /help-and-support as received: the number is checked by the service, so its message is exactly the
 * spec's, without a field-name prefix (helpAndSupportBody is the same rule for forms).
 */
export const helpRequestBody = z
  .object({
    mobile_number: z
      .unknown()
      .optional()
      .meta({
        ...digitsOrNumber('\\d{10}', 1_000_000_000, 9_999_999_999),
        description: '10 digits, as a string or a number',
      }),
  })
  // The service refuses a missing number too, with the same message.
  .meta({ required: ['mobile_number'] });
export const callbackRequestedSchema = z.object({ requested: z.literal(true) });

export const feedbackSavedSchema = z.object({ id: z.number().int() });
