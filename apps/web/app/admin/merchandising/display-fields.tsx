import type { StoreImage } from '@shringar/contracts/merchandising';
import { CheckField } from '../kit/check-field';
import { wholeNumber } from '../kit/edit-panel';
import { fieldError } from '../kit/form-errors';
import { TextField } from '../kit/text-field';
import { ImageChoice } from './image-choice';

type Field = { label: string; name: string; value: string | undefined };

/**
 * The first row of every merchandising form: what the record is called, its picture and its place in the
 * order shoppers see (lower first).
 */
export function DisplayFields({
  title,
  image,
  sortOrder,
  images,
  error,
}: {
  title: Field;
  image: Field;
  sortOrder: number | undefined;
  images: StoreImage[];
  error: unknown;
}) {
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,2fr)_minmax(0,1fr)]">
      <TextField
        label={title.label}
        name={title.name}
        required
        defaultValue={title.value}
        error={fieldError(error, title.name)}
      />
      <ImageChoice
        label={image.label}
        name={image.name}
        images={images}
        defaultValue={image.value}
        error={fieldError(error, image.name)}
      />
      <TextField
        label="Order"
        name="sortOrder"
        type="number"
        min={0}
        defaultValue={sortOrder ?? 0}
        hint="Lower shows first"
        error={fieldError(error, 'sortOrder')}
      />
    </div>
  );
}

/** Whether shoppers see it; a new record starts active. */
export function ActiveField({ isActive }: { isActive: boolean | undefined }) {
  return <CheckField label="Active (shoppers see it)" name="isActive" defaultChecked={isActive ?? true} />;
}

/** The display fields' values as the form holds them (a number left empty is 0; bad input is the server's). */
export function readDisplay<N extends string, I extends string>(form: FormData, title: N, image: I) {
  const text = (name: string) => String(form.get(name) ?? '');
  return {
    [title]: text(title),
    [image]: text(image),
    sortOrder: wholeNumber(form.get('sortOrder')),
    isActive: form.get('isActive') === 'on',
  } as Record<N | I, string> & { sortOrder: number; isActive: boolean };
}
