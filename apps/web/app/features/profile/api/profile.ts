import { getProfile, updateProfile } from '@shringar/contracts/endpoints/account';
import type { User, UserUpdateBody } from '@shringar/contracts/user';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/call-api';

export const profileKeys = { all: ['profile'] as const };

/** GET /user: the shopper with the real order and wishlist counts the tiles show. */
export const profileQueryOptions = () =>
  queryOptions({
    queryKey: profileKeys.all,
    queryFn: ({ signal }) => callApi(getProfile, undefined, { signal }),
    staleTime: 0,
  });

export const useProfile = () => useQuery(profileQueryOptions());

export type ProfileChanges = { name: string; email: string; image: File | null };

/**
 * Spec 5: multipart (name, email, profilePic) only when there is an image, a plain JSON body otherwise. The
 * endpoint declares both (`consumes`); the typed body is the JSON one, so the form travels under its type.
 */
function sendProfile({ name, email, image }: ProfileChanges): Promise<User> {
  if (!image) return callApi(updateProfile, { body: { name, email } });
  const form = new FormData();
  form.set('name', name);
  form.set('email', email);
  form.set('profilePic', image, image.name);
  return callApi(updateProfile, { body: form as unknown as UserUpdateBody });
}

/** Saves the profile; the answer (the updated shopper) replaces the cached one and is kept locally (spec 3). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendProfile,
    onSuccess: (user) => {
      queryClient.setQueryData(profileKeys.all, user);
      rememberProfile(user);
    },
  });
}

/** Spec 3 'User': also stored locally as userProfile (signing out removes it). */
export function rememberProfile(user: User) {
  try {
    window.localStorage.setItem('userProfile', JSON.stringify(user));
  } catch {
    // Storage full or blocked: the profile is fetched again when needed.
  }
}

/** The profile's WhatsApp switch: the shopper's consent to order updates there (the API records when). */
export function useWhatsAppConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) => callApi(updateProfile, { body: { whatsappOrderUpdates: on } }),
    onSuccess: (user) => {
      queryClient.setQueryData(profileKeys.all, user);
      rememberProfile(user);
    },
  });
}
