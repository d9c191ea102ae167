import { PROFILE_IMAGE_MESSAGES, PROFILE_IMAGE_TYPES, profileImageProblem } from '@shringar/contracts/profile-image';
import type { User } from '@shringar/contracts/user';
import { Camera } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { useMessages } from '~/lib/i18n/i18n';
import { Button } from '~/ui/button';
import type { ProfileChanges } from './api/profile';
import { ProfileAvatar } from './profile-avatar';
import { messages } from './messages';
import { useImagePreview } from './use-image-preview';

const INPUT =
  'h-10 w-full rounded-lg border border-gray-300 bg-white px-3 text-sm text-gray-900 aria-[invalid=true]:border-red-600';

type Props = {
  user: User;
  saving: boolean;
  /** The server's refusal of one field ('email: ...'), shown under that field. */
  fieldErrors: Partial<Record<'name' | 'email' | 'profilePic', string>>;
  onSave: (changes: ProfileChanges) => void;
  onCancel: () => void;
};

/** Spec 2 edit mode: name, email and a picture (image files only, previewed before saving); Save or Cancel. */
export function ProfileForm({ user, saving, fieldErrors, onSave, onCancel }: Props) {
  const t = useMessages(messages);
  const id = useId();
  const [name, setName] = useState(user.name);
  const [email, setEmail] = useState(user.email);
  const [image, setImage] = useState<File | null>(null);
  const [imageProblem, setImageProblem] = useState<string | null>(null);
  const preview = useImagePreview(image);

  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0] ?? null;
    if (!file) return;
    const problem = profileImageProblem(file);
    setImageProblem(problem);
    setImage(problem ? null : file);
    if (problem) e.target.value = '';
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (imageProblem) return;
    onSave({ name: name.trim(), email: email.trim(), image });
  };

  // The contracts word the check in English (the server's words too); the page shows it in its language.
  const problemKey = (Object.keys(PROFILE_IMAGE_MESSAGES) as (keyof typeof PROFILE_IMAGE_MESSAGES)[]).find(
    (key) => PROFILE_IMAGE_MESSAGES[key] === imageProblem,
  );
  const pictureError = (problemKey ? t.imageProblems[problemKey] : imageProblem) ?? fieldErrors.profilePic;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5" aria-label={t.editProfileForm}>
      <div className="flex flex-col items-center gap-3 sm:flex-row sm:items-center">
        {preview ? (
          <img
            src={preview}
            alt={t.newAvatarPreview}
            width={96}
            height={96}
            className="h-24 w-24 rounded-full border border-gray-200 object-cover"
            data-testid="profile-image-preview"
          />
        ) : (
          <ProfileAvatar name={user.name} imageUrl={user.profileImageUrl} />
        )}
        <div className="flex flex-col items-center gap-1 sm:items-start">
          <label
            htmlFor={`${id}-picture`}
            className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-lg border border-gray-300 bg-white px-4 text-sm font-medium text-gray-800 focus-within:outline-2 hover:border-brand-600"
          >
            <Camera aria-hidden="true" className="h-4 w-4" />
            {t.changePhoto}
            <input
              id={`${id}-picture`}
              type="file"
              accept={PROFILE_IMAGE_TYPES.join(',')}
              className="sr-only"
              onChange={choose}
              aria-invalid={pictureError ? true : undefined}
              aria-describedby={`${id}-picture-help`}
            />
          </label>
          <p id={`${id}-picture-help`} className={`text-xs ${pictureError ? 'text-red-700' : 'text-gray-600'}`}>
            {pictureError ?? (image ? image.name : t.photoHint)}
          </p>
        </div>
      </div>

      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-name`} className="text-sm font-medium text-gray-800">
          {t.name}
        </label>
        <input
          id={`${id}-name`}
          className={INPUT}
          value={name}
          maxLength={100}
          autoComplete="name"
          onChange={(e) => setName(e.target.value)}
          aria-invalid={fieldErrors.name ? true : undefined}
          aria-describedby={fieldErrors.name ? `${id}-name-error` : undefined}
        />
        {fieldErrors.name && (
          <p id={`${id}-name-error`} className="text-xs text-red-700">
            {fieldErrors.name}
          </p>
        )}
      </div>

      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-email`} className="text-sm font-medium text-gray-800">
          {t.email}
        </label>
        <input
          id={`${id}-email`}
          type="email"
          className={INPUT}
          value={email}
          maxLength={254}
          autoComplete="email"
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={fieldErrors.email ? true : undefined}
          aria-describedby={fieldErrors.email ? `${id}-email-error` : undefined}
        />
        {fieldErrors.email && (
          <p id={`${id}-email-error`} className="text-xs text-red-700">
            {fieldErrors.email}
          </p>
        )}
      </div>

      <div className="flex gap-3">
        <Button type="submit" disabled={saving}>
          {saving ? t.saving : t.save}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}
