import { RETURN_PHOTO_TYPES, RETURN_PHOTOS_MAX, returnPhotoProblem } from '@shringar/contracts/return-rules';
import { X } from 'lucide-react';
import { useEffect, useId, useMemo, useRef } from 'react';

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
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const previews = useMemo(() => photos.map((file) => URL.createObjectURL(file)), [photos]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);

  const add = (files: FileList | null) => {
    const chosen = [...(files ?? [])];
    if (input.current) input.current.value = '';
    const problem = chosen.map(returnPhotoProblem).find(Boolean) ?? null;
    if (problem) return onProblem(problem);
    const next = [...photos, ...chosen];
    if (next.length > RETURN_PHOTOS_MAX) return onProblem(`Please add at most ${RETURN_PHOTOS_MAX} photos`);
    onProblem(null);
    onChange(next);
  };

  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-900">
        Photos {required ? '(at least 1, up to 3)' : '(optional, up to 3)'}
      </label>
      <p id={`${id}-hint`} className="mb-2 text-xs text-gray-600">
        {required
          ? 'Show the damage, or the item you received and its label. JPEG, PNG or WebP, up to 5 MB each.'
          : 'JPEG, PNG or WebP, up to 5 MB each.'}
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
          {error}
        </p>
      )}
      {photos.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label="Photos to send">
          {photos.map((file, i) => (
            <li key={previews[i]} className="relative">
              <img src={previews[i]} alt={file.name} className="size-16 rounded border border-gray-300 object-cover" />
              <button
                type="button"
                onClick={() => onChange(photos.filter((_, j) => j !== i))}
                className="absolute -right-2 -top-2 grid size-6 place-items-center rounded-full border border-gray-300 bg-white text-gray-800"
                aria-label={`Remove ${file.name}`}
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
