import type { FormEvent } from 'react';
import { Button } from '~/ui/button';

/**
 * 'Mark received' asks what came back: sellable units go back to stock (a movement in the variant's stock
 * history naming the return); damaged ones are recorded on the return and leave the stock as it is.
 */
export function ReceiveForm({
  item,
  quantity,
  busy,
  onSubmit,
}: {
  item: string;
  quantity: number;
  busy: boolean;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
}) {
  const units = quantity === 1 ? '1 unit' : `${quantity} units`;
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-2" noValidate>
      <fieldset className="flex flex-col gap-1">
        <legend className="text-sm font-medium text-gray-800">What came back?</legend>
        <label className="flex items-center gap-2 text-sm text-gray-800">
          <input type="radio" name="condition" value="RESTOCKED" defaultChecked className="size-4" />
          Sellable: {units} back in stock
        </label>
        <label className="flex items-center gap-2 text-sm text-gray-800">
          <input type="radio" name="condition" value="DAMAGED" className="size-4" />
          Damaged: not back in stock
        </label>
      </fieldset>
      <Button type="submit" size="sm" disabled={busy} aria-label={`Confirm received ${item}`}>
        Confirm received
      </Button>
    </form>
  );
}
