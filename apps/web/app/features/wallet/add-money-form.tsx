import { walletTopupLimits } from '@shringar/contracts/wallet-limits';
import { type FormEvent, useId, useState } from 'react';
import { useSettings } from '~/features/settings/settings.public';
import { useFormat, useMessages } from '~/lib/i18n/i18n';
import { Button } from '~/ui/button';
import { Skeleton } from '~/ui/skeleton';
import { messages } from './messages';

/** A whole-rupee or paise amount as typed ('500', '499.50'); anything else is not an amount. */
const AMOUNT_PATTERN = /^\d{1,6}(\.\d{1,2})?$/;

/**
 * Add money: the store's preset amounts (settings) as quick choices, or any amount within its limits. The
 * amount is checked here with the same limits the server applies, so a shopper learns before the payment window.
 */
export function AddMoneyForm({ isAdding, onAdd }: { isAdding: boolean; onAdd: (amount: number) => void }) {
  const settings = useSettings();
  const t = useMessages(messages);
  const f = useFormat();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();

  if (!settings.data) return <Skeleton className="h-40 w-full rounded-2xl" />;
  const { min, max, presets } = walletTopupLimits(settings.data);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (!AMOUNT_PATTERN.test(trimmed)) return setError(t.enterAmount);
    const amount = Number(trimmed);
    if (amount < min) return setError(t.minimum(f.price(min)));
    if (amount > max) return setError(t.maximum(f.price(max)));
    setError(null);
    onAdd(amount);
  };
  const amount = AMOUNT_PATTERN.test(text.trim()) ? Number(text.trim()) : null;

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className="text-lg font-semibold text-gray-900">
        {t.addMoney}
      </h2>
      {presets.length > 0 && (
        <div className="flex flex-wrap gap-2" role="group" aria-label={t.quickAmounts}>
          {presets.map((p) => (
            <button
              key={p}
              type="button"
              aria-pressed={amount === p}
              onClick={() => {
                setText(String(p));
                setError(null);
              }}
              className="h-10 rounded-full border border-gray-300 px-4 text-sm font-medium text-gray-800 hover:border-brand-600 aria-pressed:border-brand-600 aria-pressed:bg-brand-50 aria-pressed:text-brand-800"
            >
              + {f.price(p)}
            </button>
          ))}
        </div>
      )}
      <div>
        <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-gray-900">
          {t.amount}
        </label>
        <input
          id={inputId}
          inputMode="decimal"
          autoComplete="off"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          className="h-11 w-full rounded-lg border border-gray-300 px-3 text-base text-gray-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
        />
        <p id={hintId} className="mt-1 text-sm text-gray-600">
          {t.between(f.price(min), f.price(max))}
        </p>
        {error && (
          <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
      <Button type="submit" size="lg" disabled={isAdding}>
        {isAdding ? t.processing : amount !== null && amount > 0 ? t.addAmount(f.price(amount)) : t.addMoney}
      </Button>
    </form>
  );
}
