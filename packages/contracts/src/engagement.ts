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

export const fcmTokenBody = z.object({
  token: z
    .string({ error: 'token is required' })
    .trim()
    .min(1, 'token is required')
    .max(4096, 'token must be at most 4096 characters'),
  platform: z.enum(['android', 'ios', 'web'], { error: 'platform must be android, ios or web' }).default('android'),
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
