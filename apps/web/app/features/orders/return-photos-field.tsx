import {
  RETURN_PHOTO_MESSAGES,
  RETURN_PHOTO_TYPES,
  RETURN_PHOTOS_MAX,
  returnPhotoProblem,
} from '@shringar/contracts/return-rules';
import { X } from 'lucide-react';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useMessages } from '~/lib/i18n/i18n';
import { messages } from './messages';

/**
 * Up to three photos of what arrived, with a preview of each and a way to take one out. A file the server
 * would refuse (not JPEG, PNG or WebP; over 5 MB) is refused here with the server's words.
 */
export function ReturnPhotosField({
  photos,
  onChange,
  required,
  error,
  onProblem,
}: {
  photos: File[];
  onChange: (photos: File[]) => void;
  required: boolean;
  error: string | null;
  onProblem: (message: string | null) => void;
}) {
  const t = useMessages(messages);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const previews = useMemo(() => photos.map((file) => URL.createObjectURL(file)), [photos]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);

  // The contracts word the photo checks in English (the server's words too); shown in the page's language.
  const problemKey = Object.entries(RETURN_PHOTO_MESSAGES).find(([, text]) => text === error)?.[0];
  const shownError = problemKey ? (t.photoProblems[problemKey] ?? error) : error;

  const add = (files: FileList | null) => {
    const chosen = [...(files ?? [])];
    if (input.current) input.current.value = '';
    const problem = chosen.map(returnPhotoProblem).find(Boolean) ?? null;
    if (problem) return onProblem(problem);
    const next = [...photos, ...chosen];
    if (next.length > RETURN_PHOTOS_MAX) return onProblem(RETURN_PHOTO_MESSAGES.TOO_MANY);
    onProblem(null);
    onChange(next);
  };

  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-900">
        {t.photosLabel(required)}
      </label>
      <p id={`${id}-hint`} className="mb-2 text-xs text-gray-600">
        {required ? t.photosHintRequired : t.photosHint}
      </p>
      <input
        ref={input}
        id={id}
        type="file"
        multiple
        accept={RETURN_PHOTO_TYPES.join(',')}
        disabled={photos.length >= RETURN_PHOTOS_MAX}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(e) => add(e.target.files)}
        className="block w-full text-sm text-gray-700 file:mr-3 file:rounded-lg file:border file:border-gray-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium"
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {shownError}
        </p>
      )}
      {photos.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label={t.photosToSend}>
          {photos.map((file, i) => (
            <li key={previews[i]} className="relative">
              <img src={previews[i]} alt={file.name} className="size-16 rounded border border-gray-300 object-cover" />
              <button
                type="button"
                onClick={() => onChange(photos.filter((_, j) => j !== i))}
                className="absolute -right-2 -top-2 grid size-6 place-items-center rounded-full border border-gray-300 bg-white text-gray-800"
                aria-label={t.removePhoto(file.name)}
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
