import { z } from 'zod';
import { paginationQuery, pagedSchema } from './pagination.ts';
import { settingsSchema, storeProfileSchema } from './settings.ts';
import { multiline } from './text-hygiene.ts';
import { withVersion } from './record-version.ts';

/** The console's writes to what shoppers read: policies, FAQs, settings and the store profile. */

const required = (field: string, max: number, min = 1) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(min, min === 1 ? `${field} is required` : `${field} must be at least ${min} characters`)
    .max(max, `${field} must be at most ${max} characters`);

export const policyIdParams = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,60}$/, 'id must be a policy slug such as privacy-policy'),
});

export const adminPolicy = z.object({
  id: z.string(),
  title: z.string(),
  /** Stored HTML (sanitised when it was saved). */
  content: z.string(),
  /** The Hindi version, null while the operator has written none (the store's /hi pages show the English). */
  titleHi: z.string().nullable().meta({ example: 'गोपनीयता नीति' }),
  contentHi: z.string().nullable().meta({ example: '<p>हम आपकी जानकारी सुरक्षित रखते हैं।</p>' }),
  sortOrder: z.number().int(),
  updatedAt: z.string(),
});
export type AdminPolicy = z.infer<typeof adminPolicy>;

/** A Hindi field: absent or blank means none written (the store falls back to the English). */
const optionalHindi = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`)
    .nullish()
    .transform((v) => v || null);

export const policyBody = z.object({
  title: required('title', 120),
  content: multiline(required('content', 100_000)),
  titleHi: optionalHindi('titleHi', 120).meta({ example: 'गोपनीयता नीति' }),
  contentHi: multiline(optionalHindi('contentHi', 100_000).meta({ example: '<p>हम आपकी जानकारी सुरक्षित रखते हैं।</p>' })),
});
export type PolicyBody = z.infer<typeof policyBody>;

export const adminFaq = z.object({
  id: z.number().int(),
  topic: z.string(),
  question: z.string(),
  answer: z.string(),
  /** The Hindi versions, null while none is written (the Help page at /hi shows the English part). */
  topicHi: z.string().nullable().meta({ example: 'ऑर्डर' }),
  questionHi: z.string().nullable().meta({ example: 'मेरा ऑर्डर कब आएगा?' }),
  answerHi: z.string().nullable().meta({ example: 'ज़्यादातर ऑर्डर 3-7 दिनों में पहुँच जाते हैं।' }),
  sortOrder: z.number().int(),
  isActive: z.boolean(),
});
export type AdminFaq = z.infer<typeof adminFaq>;

export const faqBody = z.object({
  topic: required('topic', 60),
  question: required('question', 300, 5),
  answer: multiline(required('answer', 4000, 2)),
  topicHi: optionalHindi('topicHi', 60).meta({ example: 'ऑर्डर' }),
  questionHi: optionalHindi('questionHi', 300).meta({ example: 'मेरा ऑर्डर कब आएगा?' }),
  answerHi: multiline(optionalHindi('answerHi', 4000).meta({ example: 'ज़्यादातर ऑर्डर 3-7 दिनों में पहुँच जाते हैं।' })),
  sortOrder: z
    .number({ error: 'sortOrder must be a whole number' })
    .int('sortOrder must be a whole number')
    .min(0, 'sortOrder must be at least 0')
    .max(100_000, 'sortOrder must be at most 100000'),
  isActive: z.boolean({ error: 'isActive must be true or false' }),
});
export type FaqBody = z.infer<typeof faqBody>;

/** A numeric id in the path (FAQs, call-back requests). */
export const numericIdParams = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/, 'id must be a whole number')
    .transform(Number),
});

/** GSTIN: state code, PAN, entity number, Z, check character. */
export const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

const optionalText = (field: string, max: number) =>
  z.string().trim().max(max, `${field} must be at most ${max} characters`);

/** The store profile an operator edits; invoices, the footer and the contact page show it. */
export const storeProfileBody = z.object({
  name: required('storeProfile.name', 80),
  legalName: required('storeProfile.legalName', 160),
  cin: optionalText('storeProfile.cin', 30),
  gstin: z
    .string()
    .trim()
    .toUpperCase()
    .regex(GSTIN_PATTERN, 'GSTIN must be a 15-character GSTIN such as 27AABCS1234F1Z5'),
  pan: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^([A-Z]{5}\d{4}[A-Z])?$/, 'PAN must be a PAN such as AABCS1234F'),
  address: multiline(required('storeProfile.address', 300)),
  state: required('storeProfile.state', 60),
  stateCode: z.string().regex(/^\d{2}$/, 'State code must be 2 digits'),
  pincode: z.string().regex(/^\d{6}$/, 'Pincode must be 6 digits'),
  email: z.email('E-mail must be an e-mail address').max(120),
  phone: z.string().regex(/^\+?[\d -]{8,16}$/, 'Phone must be a phone number'),
  whatsapp: z.string().regex(/^(\+?\d{10,15})?$/, 'WhatsApp number must be a phone number in digits'),
  social: z.object({
    instagram: optionalText('storeProfile.social.instagram', 200),
    facebook: optionalText('storeProfile.social.facebook', 200),
    youtube: optionalText('storeProfile.social.youtube', 200),
    x: optionalText('storeProfile.social.x', 200),
  }),
});

/** Any subset of the settings and the whole store profile; what is left out keeps its value. */
export const settingsUpdateBody = settingsSchema
  .extend({
    appInactiveMessage: multiline(settingsSchema.shape.appInactiveMessage),
    helpAndSupportTextEnglish: multiline(settingsSchema.shape.helpAndSupportTextEnglish),
    helpAndSupportTextHindi: multiline(settingsSchema.shape.helpAndSupportTextHindi),
  })
  .partial()
  .extend({ storeProfile: storeProfileBody.optional() });
export type SettingsUpdateBody = z.infer<typeof settingsUpdateBody>;

/** The console's settings: every setting as stored (no payment keys or secrets) and the store profile. */
export const adminSettingsAnswer = z.object({ settings: settingsSchema, storeProfile: storeProfileSchema });
export type AdminSettingsAnswer = z.infer<typeof adminSettingsAnswer>;

/** Call-back requests: NEW until someone calls (CALLED, shown as “Contacted”), CLOSED when nothing is left. */
export const CALLBACK_STATUSES = ['NEW', 'CALLED', 'CLOSED'] as const;
export type CallbackStatus = (typeof CALLBACK_STATUSES)[number];

export const callbackSearchQuery = paginationQuery(20).extend({
  status: z.enum(CALLBACK_STATUSES, { error: `status must be one of ${CALLBACK_STATUSES.join(', ')}` }).optional(),
});

export const adminCallback = z.object({
  id: z.number().int(),
  phone: z.string(),
  customerName: z.string().nullable(),
  status: z.enum(CALLBACK_STATUSES),
  note: z.string().nullable(),
  handledBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminCallback = z.infer<typeof adminCallback>;
export const callbackPage = pagedSchema(adminCallback);
export type CallbackPage = z.infer<typeof callbackPage>;

export const callbackUpdateBody = z.object({
  status: z.enum(CALLBACK_STATUSES, { error: `status must be one of ${CALLBACK_STATUSES.join(', ')}` }),
  note: multiline(z.string().trim().max(1000, 'note must be at most 1000 characters')).optional(),
});

/** A notification to every shopper; `requestKey` makes a repeated submit send nothing more. */
export const broadcastBody = z.object({
  title: required('title', 120, 3),
  body: multiline(required('body', 1000, 3)),
  requestKey: z
    .string({ error: 'requestKey is required' })
    .regex(/^[\w:.-]{8,100}$/, 'requestKey must be 8 to 100 letters, digits, dashes or dots'),
});
export const broadcastAnswer = z.object({
  broadcastId: z.number().int(),
  recipients: z.number().int(),
  /** False when this requestKey had already been sent: nothing was sent again. */
  sent: z.boolean(),
});
export type BroadcastAnswer = z.infer<typeof broadcastAnswer>;

/** Reads of what the console edits carry the record's version (record-version.ts). */
export const adminPolicyRead = withVersion(adminPolicy);
export const adminFaqRead = withVersion(adminFaq);
export const adminSettingsRead = withVersion(adminSettingsAnswer);
