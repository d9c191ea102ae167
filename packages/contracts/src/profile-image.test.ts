import { describe, expect, it } from 'vitest';
import { PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGE_MESSAGES, profileImageProblem } from './profile-image.ts';

describe('profile image rule', () => {
  it('accepts JPEG, PNG and WebP up to 5 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp'])
      expect(profileImageProblem({ type, size: PROFILE_IMAGE_MAX_BYTES })).toBeNull();
  });

  it('refuses other files, other image types and larger images, each with its reason', () => {
    expect(profileImageProblem({ type: 'application/pdf', size: 10 })).toBe(PROFILE_IMAGE_MESSAGES.NOT_AN_IMAGE);
    expect(profileImageProblem({ type: '', size: 10 })).toBe(PROFILE_IMAGE_MESSAGES.NOT_AN_IMAGE);
    expect(profileImageProblem({ type: 'image/gif', size: 10 })).toBe(PROFILE_IMAGE_MESSAGES.WRONG_TYPE);
    expect(profileImageProblem({ type: 'image/png', size: PROFILE_IMAGE_MAX_BYTES + 1 })).toBe(
      PROFILE_IMAGE_MESSAGES.TOO_LARGE,
    );
  });
});
