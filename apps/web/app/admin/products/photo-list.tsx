import { IMAGE_ALT_MAX, imageFileProblem, IMAGE_TYPES } from '@shringar/contracts/responsive-image';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { AdminError } from '../kit/api/admin-request';
import { uploadAdminImage } from '../kit/api/image-upload';
import type { PhotoDraft } from './product-draft';

const ICON_BUTTON =
  'inline-flex size-9 items-center justify-center rounded-lg border border-gray-300 bg-white text-gray-800 hover:bg-gray-50 disabled:opacity-40';

/**
 * A variant's photos: upload (checked here by type and size, then by content on the server), order (the first is
 * the one cards show), alt text for uploads, remove. Every action is a named button, so it works by keyboard.
 */
export function PhotoList({
  label,
  photos,
  onChange,
  error,
}: {
  label: string;
  photos: PhotoDraft[];
  onChange(photos: PhotoDraft[]): void;
  error?: string | undefined;
}) {
  const id = useId();
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const move = (from: number, to: number) => {
    const next = [...photos];
    const [photo] = next.splice(from, 1);
    next.splice(to, 0, photo!);
    onChange(next);
  };

  async function upload(files: FileList | null) {
    setProblem(null);
    const chosen = [...(files ?? [])];
    for (const file of chosen) {
      const wrong = imageFileProblem(file);
      if (wrong) return setProblem(`${file.name}: ${wrong}`);
    }
    setUploading(true);
    try {
      const added: PhotoDraft[] = [];
      for (const file of chosen) added.push({ url: (await uploadAdminImage(file)).url, alt: '' });
      onChange([...photos, ...added]);
    } catch (err) {
      setProblem(err instanceof AdminError ? err.message : 'The photo could not be uploaded.');
    } finally {
      setUploading(false);
    }
  }

  const message = problem ?? error;
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={message ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium text-gray-800">
        Photos<span className="sr-only"> of {label}</span>
      </legend>
      {photos.length > 0 && (
        <ol className="flex flex-col gap-2">
          {photos.map((photo, i) => (
            <li key={photo.url + i} className="flex flex-wrap items-center gap-3 rounded-lg border border-gray-200 p-2">
              <img
                src={photo.url}
                alt=""
                width={64}
                height={64}
                className="size-16 rounded-md bg-gray-50 object-cover"
              />
              <div className="flex min-w-48 flex-1 flex-col gap-1">
                <label htmlFor={`${id}-alt-${i}`} className="text-xs font-medium text-gray-700">
                  Alt text for photo {i + 1}
                </label>
                <input
                  id={`${id}-alt-${i}`}
                  value={photo.alt}
                  maxLength={IMAGE_ALT_MAX}
                  placeholder="What the photo shows"
                  onChange={(e) => onChange(photos.map((p, j) => (j === i ? { ...p, alt: e.target.value } : p)))}
                  className="h-9 rounded-lg border border-gray-400 px-2 text-sm text-gray-900"
                />
              </div>
              <div className="flex gap-1">
                <button type="button" className={ICON_BUTTON} disabled={i === 0} onClick={() => move(i, i - 1)}>
                  <ArrowUp aria-hidden="true" className="size-4" />
                  <span className="sr-only">Move photo {i + 1} up</span>
                </button>
                <button
                  type="button"
                  className={ICON_BUTTON}
                  disabled={i === photos.length - 1}
                  onClick={() => move(i, i + 1)}
                >
                  <ArrowDown aria-hidden="true" className="size-4" />
                  <span className="sr-only">Move photo {i + 1} down</span>
                </button>
                <button
                  type="button"
                  className={ICON_BUTTON}
                  onClick={() => onChange(photos.filter((_, j) => j !== i))}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  <span className="sr-only">Remove photo {i + 1}</span>
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <label className="inline-flex cursor-pointer items-center rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm font-medium text-gray-900 focus-within:ring-2 focus-within:ring-brand-600 hover:bg-gray-50">
          {uploading ? 'Uploading…' : 'Upload photos'}
          <span className="sr-only"> for {label}</span>
          <input
            type="file"
            multiple
            accept={IMAGE_TYPES.join(',')}
            disabled={uploading}
            className="sr-only"
            onChange={(e) => {
              void upload(e.target.files);
              e.target.value = '';
            }}
          />
        </label>
        <span className="text-xs text-gray-600">
          JPEG, PNG, WebP or AVIF, up to 10 MB. The first photo is the main one.
        </span>
      </div>
      {uploading && (
        <p role="status" className="text-sm text-gray-700">
          Uploading and making sizes…
        </p>
      )}
      {message && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {message}
        </p>
      )}
    </fieldset>
  );
}
