/**
 * Profile pictures: what the server accepts (checked by content) and its size limit. Zod-free, so the profile
 * page checks a chosen file by the same rule without loading the schemas.
 */
export const PROFILE_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export const PROFILE_IMAGE_MESSAGES = {
  NOT_AN_IMAGE: 'Please choose an image file',
  WRONG_TYPE: 'Please upload a JPEG, PNG or WebP image',
  TOO_LARGE: 'The image must be at most 5 MB',
} as const;

/** The reason a chosen file cannot be a profile picture, or null when it can. */
export function profileImageProblem(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith('image/')) return PROFILE_IMAGE_MESSAGES.NOT_AN_IMAGE;
  if (!(PROFILE_IMAGE_TYPES as readonly string[]).includes(file.type)) return PROFILE_IMAGE_MESSAGES.WRONG_TYPE;
  if (file.size > PROFILE_IMAGE_MAX_BYTES) return PROFILE_IMAGE_MESSAGES.TOO_LARGE;
  return null;
}
