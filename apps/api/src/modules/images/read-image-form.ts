import { imageUploadFields } from '@shringar/contracts/images';
import { IMAGE_MAX_BYTES, IMAGE_MESSAGES } from '@shringar/contracts/responsive-image';
import { withTextHygiene } from '@shringar/contracts/text-hygiene';
import type { FastifyRequest } from 'fastify';
import { PayloadTooLarge, ValidationError } from '../../lib/errors.ts';

/** Multipart requests bigger than this are refused from their Content-Length, before any byte is read. */
export const IMAGE_FORM_MAX_BYTES = IMAGE_MAX_BYTES + 64 * 1024;

const fields = withTextHygiene(imageUploadFields);

const FORM_LIMITS: Record<string, string> = {
  FST_REQ_FILE_TOO_LARGE: IMAGE_MESSAGES.TOO_LARGE,
  FST_FIELDS_LIMIT: 'The form has too many fields',
  FST_FILES_LIMIT: 'The form has too many files',
  FST_PARTS_LIMIT: 'The form has too many parts',
};

function formError(err: unknown): unknown {
  const code = (err as { code?: string }).code ?? '';
  if (FORM_LIMITS[code]) return new PayloadTooLarge(FORM_LIMITS[code]);
  if (code === 'FST_PROTO_VIOLATION') return new ValidationError('The form has a field name that is not allowed');
  if (code === 'FST_MP_PREMATURE_CLOSE') return new ValidationError('The form ended before it was complete');
  return err;
}

/** Reads one file `file` (up to 10 MB, the rest discarded as it streams) and the text field `alt`. */
export async function readImageForm(request: FastifyRequest): Promise<{ bytes: Buffer; alt?: string | undefined }> {
  if (Number(request.headers['content-length'] ?? 0) > IMAGE_FORM_MAX_BYTES)
    throw new PayloadTooLarge(IMAGE_MESSAGES.TOO_LARGE);
  if (!request.isMultipart()) throw ValidationError.field('file', IMAGE_MESSAGES.MISSING);
  const text: Record<string, string> = {};
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || bytes) {
          part.file.resume();
          continue;
        }
        bytes = await part.toBuffer();
      } else if (part.valueTruncated) {
        throw ValidationError.field(part.fieldname, `${part.fieldname} is too long`);
      } else if (typeof part.value === 'string') {
        text[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    throw formError(err);
  }
  if (!bytes?.length) throw ValidationError.field('file', IMAGE_MESSAGES.MISSING);
  const parsed = fields.safeParse(text);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((i) => ({ field: i.path.join('.') || 'body', message: i.message }));
    throw new ValidationError(errors[0]!.message, errors);
  }
  return { bytes, alt: parsed.data.alt };
}
