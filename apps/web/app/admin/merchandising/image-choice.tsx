import type { StoreImage } from '@shringar/contracts/merchandising';
import { useId, useState, type ChangeEvent } from 'react';
import { uploadAdminImage } from '../kit/api/image-upload';
import { FieldError } from '../kit/field-error';

/**
 * The picture of a category, brand, banner or offer: a new upload (POST /admin/images, stored in responsive
 * sizes) or one of the images the store already shows, with a preview. The current image stays a choice even
 * when nothing else uses it any more.
 */
export function ImageChoice({
  name,
  label,
  images,
  defaultValue,
  error,
}: {
  name: string;
  label: string;
  images: StoreImage[];
  defaultValue?: string | undefined;
  error?: string | undefined;
}) {
  const id = useId();
  const [value, setValue] = useState(defaultValue ?? '');
  const [uploaded, setUploaded] = useState<StoreImage[]>([]);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const current =
    defaultValue && !images.some((i) => i.url === defaultValue) ? [{ url: defaultValue, label: 'Current image' }] : [];
  const extra = [...uploaded, ...current];
  const options = [...extra, ...images.filter((i) => !extra.some((e) => e.url === i.url))];

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setUploading(true);
    setUploadError(null);
    try {
      const answer = await uploadAdminImage(file, label);
      setUploaded((list) => [{ url: answer.url, label: `Uploaded: ${file.name}` }, ...list]);
      setValue(answer.url);
    } catch (e) {
      setUploadError((e as Error).message);
    } finally {
      setUploading(false);
      input.value = '';
    }
  }
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-gray-800">
        {label}
      </label>
      <div className="flex items-center gap-3">
        <select
          id={id}
          name={name}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="h-10 min-w-0 flex-1 rounded-lg border border-gray-400 bg-white px-2 text-gray-900"
        >
          <option value="">Choose an image</option>
          {options.map((image) => (
            <option key={image.url} value={image.url}>
              {image.label}
            </option>
          ))}
        </select>
        <div className="size-12 shrink-0 overflow-hidden rounded-lg border border-gray-200 bg-gray-50">
          {value && <img src={value} alt="" width={48} height={48} className="h-full w-full object-cover" />}
        </div>
      </div>
      <label className="w-fit cursor-pointer rounded text-sm text-gray-700 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-600">
        <span className="font-medium text-brand-700 underline">Upload a new image</span>
        <span className="sr-only"> for {label}</span>
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif"
          onChange={(e) => void upload(e)}
          disabled={uploading}
          className="sr-only"
        />
        {uploading && <span role="status"> Uploading…</span>}
      </label>
      {uploadError && (
        <p role="alert" className="text-sm text-red-700">
          {uploadError}
        </p>
      )}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
