import { PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGE_MESSAGES } from '@shringar/contracts/profile-image';
import { withTextHygiene } from '@shringar/contracts/text-hygiene';
import { type UserUpdateBody, userUpdateBody } from '@shringar/contracts/user';
import type { FastifyRequest } from 'fastify';
import { PayloadTooLarge, ValidationError } from '../../lib/errors.ts';

const TOO_LARGE = PROFILE_IMAGE_MESSAGES.TOO_LARGE;

/** Multipart requests bigger than this are refused from their Content-Length, before any byte is read. */
export const MULTIPART_MAX_BYTES = PROFILE_IMAGE_MAX_BYTES + 64 * 1024;

/**
 * Reads a multipart profile update: text fields name and email, and one file `profilePic`. The file is read up
 * to 5 MB and no further (busboy discards the rest as it streams), then validated like the JSON body.
 */
export async function readProfileForm(request: FastifyRequest): Promise<{ changes: UserUpdateBody; image?: Buffer }> {
  const fields: Record<string, string> = {};
  let image: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'profilePic' || image) {
          part.file.resume();
          continue;
        }
        image = await part.toBuffer();
      } else if (part.valueTruncated) {
        throw ValidationError.field(part.fieldname, `${part.fieldname} is too long`);
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    throw formError(err);
  }
  return { changes: parseBody(fields), ...(image?.length ? { image } : {}) };
}

/** The form's fields obey the same text rule as every JSON body. */
const formFields = withTextHygiene(userUpdateBody);

/** The multipart parser's own refusals, each with a message that says what was wrong with the form. */
const FORM_LIMITS: Record<string, string> = {
  FST_REQ_FILE_TOO_LARGE: TOO_LARGE,
  FST_FIELDS_LIMIT: 'The form has too many fields',
  FST_FILES_LIMIT: 'The form has too many files',
  FST_PARTS_LIMIT: 'The form has too many parts',
};

function formError(err: unknown): unknown {
  const code = (err as { code?: string }).code ?? '';
  const limit = FORM_LIMITS[code];
  if (limit) return new PayloadTooLarge(limit);
  if (code === 'FST_PROTO_VIOLATION') return new ValidationError('The form has a field name that is not allowed');
  if (code === 'FST_INVALID_JSON_FIELD_ERROR') return new ValidationError('A form field is not valid JSON');
  if (code === 'FST_MP_PREMATURE_CLOSE') return new ValidationError('The form ended before it was complete');
  return err;
}

function parseBody(fields: Record<string, string>): UserUpdateBody {
  const parsed = formFields.safeParse(fields);
  if (parsed.success) return parsed.data;
  const errors = parsed.error.issues.map((i) => ({ field: i.path.join('.') || 'body', message: i.message }));
  throw new ValidationError(errors[0]!.message, errors);
}

/** Refuses an oversized upload up front when the client declares its size. */
export function assertDeclaredSize(request: FastifyRequest): void {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (request.isMultipart() && declared > MULTIPART_MAX_BYTES) throw new PayloadTooLarge(TOO_LARGE);
}
