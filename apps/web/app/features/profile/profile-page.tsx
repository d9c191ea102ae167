import { Mail, Pencil, Phone } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from '~/ui/toast';
import { ApiError } from '~/lib/api-error';
import { useErrorMessage, useMessages } from '~/lib/i18n/i18n';
import { Button } from '~/ui/button';
import { ErrorState } from '~/ui/error-state';
import { Skeleton } from '~/ui/skeleton';
import { type ProfileChanges, rememberProfile, useProfile, useUpdateProfile } from './api/profile';
import { ProfileAvatar } from './profile-avatar';
import { ProfileForm } from './profile-form';
import { messages } from './messages';
import { ProfileLinks } from './profile-links';
import { ProfileTiles } from './profile-tiles';
import { WhatsAppConsent } from './whatsapp-consent';
import { PushSwitch } from './push-switch';

type FieldErrors = Partial<Record<'name' | 'email' | 'profilePic', string>>;

/** The server's per-field reasons of a refused update, by field. */
function fieldErrorsOf(error: unknown): FieldErrors {
  if (!(error instanceof ApiError) || !error.fieldErrors) return {};
  return Object.fromEntries(error.fieldErrors.map((e) => [e.field, e.message]));
}

/**
 * Spec 2 'Profile': loading, error with retry, view and edit (Cancel restores the saved values: the form
 * starts from them every time it opens). A 401 while loading clears the token and goes to /auth (api client).
 */
export function ProfilePage() {
  const t = useMessages(messages);
  const errorText = useErrorMessage();
  const profile = useProfile();
  const update = useUpdateProfile();
  const [editing, setEditing] = useState(false);

  useEffect(() => {
    if (profile.data) rememberProfile(profile.data);
  }, [profile.data]);

  const save = (changes: ProfileChanges) =>
    update.mutate(changes, {
      onSuccess: () => {
        setEditing(false);
        toast.success(t.updated);
      },
      onError: (error) => {
        // A refused picture says why (type, size); anything else is the spec's message.
        const refusedPicture = error instanceof ApiError && (error.status === 413 || error.status === 415);
        toast.error(refusedPicture ? errorText(error, t.updateFailed) : t.updateFailed);
      },
    });

  const cancel = () => {
    update.reset();
    setEditing(false);
  };

  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 sm:py-8">
      <h1 className="mb-4 text-2xl font-bold tracking-tight text-gray-900">{t.myProfile}</h1>
      {profile.isPending ? (
        <ProfileSkeleton label={t.loadingProfile} />
      ) : profile.isError ? (
        <ErrorState
          title={t.loadFailed}
          message={profile.error.message}
          onRetry={() => void profile.refetch()}
          retryLabel={t.retry}
        />
      ) : (
        <div className="flex flex-col gap-5">
          <section aria-label={t.profileDetails} className="rounded-2xl border border-gray-200 bg-white p-5 sm:p-6">
            {editing ? (
              <ProfileForm
                user={profile.data}
                saving={update.isPending}
                fieldErrors={fieldErrorsOf(update.error)}
                onSave={save}
                onCancel={cancel}
              />
            ) : (
              <div className="flex flex-col items-center gap-4 text-center sm:flex-row sm:text-left">
                <ProfileAvatar name={profile.data.name} imageUrl={profile.data.profileImageUrl} />
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <p className="text-xl font-semibold text-gray-900" data-testid="profile-name">
                    {profile.data.name || t.addYourName}
                  </p>
                  <p className="flex items-center justify-center gap-2 text-sm text-gray-700 sm:justify-start">
                    <Mail aria-hidden="true" className="h-4 w-4 text-gray-500" />
                    <span data-testid="profile-email" className="break-all">
                      {profile.data.email || t.noEmail}
                    </span>
                  </p>
                  <p className="flex items-center justify-center gap-2 text-sm text-gray-700 sm:justify-start">
                    <Phone aria-hidden="true" className="h-4 w-4 text-gray-500" />
                    +91 {profile.data.phoneNumber}
                  </p>
                </div>
                <Button variant="secondary" onClick={() => setEditing(true)}>
                  <Pencil aria-hidden="true" className="h-4 w-4" />
                  {t.editProfile}
                </Button>
              </div>
            )}
          </section>
          <ProfileTiles user={profile.data} />
          <WhatsAppConsent user={profile.data} />
          <PushSwitch />
          <ProfileLinks walletAmount={profile.data.walletAmount} />
        </div>
      )}
    </main>
  );
}

function ProfileSkeleton({ label }: { label: string }) {
  return (
    <div className="flex flex-col gap-5" aria-busy="true" aria-label={label}>
      <div className="flex items-center gap-4 rounded-2xl border border-gray-200 p-6">
        <Skeleton className="h-24 w-24 rounded-full" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-6 w-1/2" />
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-4 w-1/3" />
        </div>
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-24 rounded-2xl" />
        ))}
      </div>
      <Skeleton className="h-64 rounded-2xl" />
    </div>
  );
}
