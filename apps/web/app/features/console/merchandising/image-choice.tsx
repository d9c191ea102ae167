import type { StoreImage } from '@shringar/contracts/merchandising';
import { useId, useState } from 'react';

/**
 * The picture of a category, brand, banner or offer, chosen from the images the store already shows, with a
 * preview. The current image stays a choice even when nothing else uses it any more.
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
  const options =
    defaultValue && !images.some((i) => i.url === defaultValue)
      ? [{ url: defaultValue, label: 'Current image' }, ...images]
      : images;
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
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
