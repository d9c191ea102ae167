import { type ReturnRequestBody, returnRequestBodySchema } from '@shringar/contracts/orders';
import { RETURN_PHOTO_MAX_BYTES, RETURN_PHOTO_MESSAGES, RETURN_PHOTOS_MAX } from '@shringar/contracts/return-rules';
import { withTextHygiene } from '@shringar/contracts/text-hygiene';
import type { FastifyRequest } from 'fastify';
import { AppError, PayloadTooLarge, ValidationError } from '../../lib/errors.ts';

/** Multipart requests bigger than this are refused from their Content-Length, before any byte is read. */
export const RETURN_FORM_MAX_BYTES = RETURN_PHOTOS_MAX * RETURN_PHOTO_MAX_BYTES + 64 * 1024;

/** The parser's limits: one file more than allowed is read only to say there are too many. */
export const RETURN_FORM_LIMITS = {
  fileSize: RETURN_PHOTO_MAX_BYTES,
  files: RETURN_PHOTOS_MAX + 1,
  fields: 8,
  fieldSize: 4096,
  parts: RETURN_PHOTOS_MAX + 9,
};

const bodyFields = withTextHygiene(returnRequestBodySchema);

const photosError = (status: number, message: string) =>
  new AppError(status, status === 413 ? 'PAYLOAD_TOO_LARGE' : 'VALIDATION_ERROR', message, [
    { field: 'photos', message },
  ]);

function formError(err: unknown): unknown {
  const code = (err as { code?: string }).code ?? '';
  if (code === 'FST_REQ_FILE_TOO_LARGE') return photosError(413, RETURN_PHOTO_MESSAGES.TOO_LARGE);
  if (code === 'FST_FILES_LIMIT') return photosError(400, RETURN_PHOTO_MESSAGES.TOO_MANY);
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
    return new PayloadTooLarge('The form has too many fields');
  if (code === 'FST_PROTO_VIOLATION') return new ValidationError('The form has a field name that is not allowed');
  if (code === 'FST_MP_PREMATURE_CLOSE') return new ValidationError('The form ended before it was complete');
  return err;
}

/**
 * A return request as JSON, or as multipart/form-data: the same text fields and up to three files `photos`,
 * each read up to 5 MB and no further (the rest is discarded as it streams). Fields obey the JSON body's rules.
 */
export async function readReturnRequest(
  request: FastifyRequest,
): Promise<{ body: ReturnRequestBody; photos: Buffer[] }> {
  if (!request.isMultipart()) return { body: parseFields(request.body ?? {}), photos: [] };
  if (Number(request.headers['content-length'] ?? 0) > RETURN_FORM_MAX_BYTES)
    throw photosError(413, RETURN_PHOTO_MESSAGES.TOO_LARGE);
  const fields: Record<string, string> = {};
  const photos: Buffer[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'photos') {
          part.file.resume();
          continue;
        }
        const bytes = await part.toBuffer();
        if (bytes.length) photos.push(bytes);
      } else if (part.valueTruncated) {
        throw ValidationError.field(part.fieldname, `${part.fieldname} is too long`);
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    throw formError(err);
  }
  if (photos.length > RETURN_PHOTOS_MAX) throw photosError(400, RETURN_PHOTO_MESSAGES.TOO_MANY);
  return { body: parseFields(fields), photos };
}

function parseFields(fields: unknown): ReturnRequestBody {
  const parsed = bodyFields.safeParse(fields);
  if (parsed.success) return parsed.data;
  const errors = parsed.error.issues.map((i) => ({ field: i.path.join('.') || 'body', message: i.message }));
  throw new ValidationError(errors[0]!.message, errors);
}
