import type { ManualOrderAnswer, ShopperLookup, VariantChoice } from '@shringar/contracts/admin-order-desk';
import {
  adminCreateManualOrder,
  adminFindPhoneShopper,
  adminSearchOrderVariants,
} from '@shringar/contracts/endpoints/admin-order-desk';
import { formatRupees } from '@shringar/contracts/money';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '~/ui/button';
import { adminCall } from '../kit/api/admin-request';
import { fieldError, formError } from '../kit/form-errors';
import { adminPaths } from '../kit/admin-paths';
import { TextField } from '../kit/text-field';

type Line = VariantChoice & { quantity: number };
const ADDRESS_FIELDS = [
  ['name', 'Name on the parcel'],
  ['address', 'Address'],
  ['city', 'City'],
  ['state', 'State'],
  ['pincode', 'Pincode'],
  ['phone', 'Delivery phone'],
  ['landmark', 'Landmark'],
] as const;

/**
 * A phone order: find the shopper by number (or make them), pick a saved address or type a new one, add
 * variants by search, choose cash on delivery or a payment link. The server prices and places it as checkout
 * does; the answer names the order, and for a payment link the page the shopper pays at.
 */
export function ManualOrderPage() {
  const [phone, setPhone] = useState('');
  const [shopper, setShopper] = useState<ShopperLookup | null>(null);
  const [addressId, setAddressId] = useState<number | 'new'>('new');
  const [results, setResults] = useState<VariantChoice[] | null>(null);
  const [lines, setLines] = useState<Line[]>([]);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [placed, setPlaced] = useState<ManualOrderAnswer | null>(null);
  const [key] = useState(() => crypto.randomUUID());

  async function find() {
    setError(null);
    try {
      const found = await adminCall(adminFindPhoneShopper, { query: { phone } });
      setShopper(found);
      setAddressId(found.addresses[0]?.id ?? 'new');
    } catch (e) {
      setError(e);
    }
  }

  async function search(q: string) {
    setError(null);
    try {
      setResults(await adminCall(adminSearchOrderVariants, { query: { q } }));
    } catch (e) {
      setError(e);
    }
  }

  const add = (v: VariantChoice) =>
    setLines((prev) =>
      prev.some((l) => l.variantId === v.variantId)
        ? prev.map((l) => (l.variantId === v.variantId ? { ...l, quantity: l.quantity + 1 } : l))
        : [...prev, { ...v, quantity: 1 }],
    );

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    setBusy(true);
    setError(null);
    try {
      const answer = await adminCall(adminCreateManualOrder, {
        headers: { 'idempotency-key': key },
        body: {
          phone,
          name: text('shopperName'),
          ...(addressId === 'new'
            ? {
                address: Object.fromEntries(ADDRESS_FIELDS.map(([f]) => [f, text(`address.${f}`)])) as never,
              }
            : { addressId }),
          items: lines.map((l) => ({ productId: l.productId, variantId: l.variantId, quantity: l.quantity })),
          payment: text('payment') === 'PAYMENT_LINK' ? 'PAYMENT_LINK' : 'COD',
          couponCode: text('couponCode'),
        },
      } as never);
      setPlaced(answer as ManualOrderAnswer);
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  }

  if (placed)
    return (
      <div className="flex max-w-2xl flex-col gap-4">
        <h1 className="text-2xl font-semibold text-gray-900">Phone order placed</h1>
        <p role="status" className="rounded-lg bg-green-50 p-4 text-green-900">
          Order <span className="font-mono font-semibold">{placed.orderId}</span> for {formatRupees(placed.total)}{' '}
          {placed.isDraft ? 'waits for the shopper’s payment.' : 'is placed, cash on delivery.'}
        </p>
        {placed.paymentLink && (
          <p className="text-gray-800">
            Payment link for the shopper (they sign in with this phone’s OTP):{' '}
            <span className="font-mono break-all">{placed.paymentLink}</span>
          </p>
        )}
        <Link to={adminPaths.order(placed.orderId)} className="text-brand-700 underline">
          Open the order
        </Link>
      </div>
    );

  const message = formError(error, ['phone', 'name', 'address', 'addressId', 'items', 'payment', 'couponCode', 'q']);
  const addressError = (f: string) =>
    fieldError(error, `address.${f}`) ?? (f === 'address' ? fieldError(error, 'address') : undefined);
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <h1 className="text-2xl font-semibold text-gray-900">New phone order</h1>
      <section
        aria-labelledby="shopper-h"
        className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4"
      >
        <h2 id="shopper-h" className="font-semibold text-gray-900">
          Shopper
        </h2>
        <div className="flex flex-wrap items-end gap-2">
          <TextField
            label="Shopper’s phone"
            inputMode="numeric"
            maxLength={10}
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
            error={fieldError(error, 'phone')}
          />
          <Button variant="secondary" onClick={() => void find()}>
            Find shopper
          </Button>
        </div>
        {shopper && (
          <p className="text-sm text-gray-800" role="status">
            {shopper.userId === null
              ? 'New shopper: an account is made with this phone.'
              : `Found: ${shopper.name || 'no name yet'}`}
          </p>
        )}
      </section>
      <section aria-labelledby="items-h" className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4">
        <h2 id="items-h" className="font-semibold text-gray-900">
          Items
        </h2>
        <form
          role="search"
          aria-label="Find products"
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            void search(String(new FormData(e.currentTarget).get('q') ?? ''));
          }}
        >
          <TextField label="Product, shade or SKU" name="q" error={fieldError(error, 'q')} />
          <Button type="submit" variant="secondary">
            Search products
          </Button>
        </form>
        {results && (
          <ul aria-label="Products found" className="flex flex-col divide-y divide-gray-100">
            {results.length === 0 && <li className="py-2 text-sm text-gray-700">Nothing matches.</li>}
            {results.map((v) => (
              <li key={v.variantId} className="flex items-center justify-between gap-3 py-2 text-sm">
                <span>
                  {v.productName} · {v.variantName}
                  <span className="block text-gray-600">
                    {v.sku} · {formatRupees(v.price)} · {v.stock} in stock
                  </span>
                </span>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={v.stock === 0}
                  onClick={() => add(v)}
                  aria-label={`Add ${v.productName} ${v.variantName}`}
                >
                  Add
                </Button>
              </li>
            ))}
          </ul>
        )}
        {lines.length > 0 && (
          <ul aria-label="In this order" className="flex flex-col gap-2">
            {lines.map((l) => (
              <li
                key={l.variantId}
                className="flex flex-wrap items-end justify-between gap-3 rounded-lg bg-gray-50 p-2 text-sm"
              >
                <span>
                  {l.productName} · {l.variantName} · {formatRupees(l.price)}
                </span>
                <span className="flex items-end gap-2">
                  <TextField
                    label={`Quantity of ${l.productName} ${l.variantName}`}
                    type="number"
                    min={1}
                    max={99}
                    value={l.quantity}
                    className="w-40"
                    onChange={(e) =>
                      setLines((prev) =>
                        prev.map((x) =>
                          x.variantId === l.variantId ? { ...x, quantity: Number(e.target.value) || 1 } : x,
                        ),
                      )
                    }
                  />
                  <Button size="sm" variant="ghost" onClick={() => setLines((prev) => prev.filter((x) => x !== l))}>
                    Remove
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4 rounded-xl border border-gray-200 bg-white p-4">
        <h2 className="font-semibold text-gray-900">Delivery and payment</h2>
        <TextField
          label="Shopper’s name"
          name="shopperName"
          defaultValue={shopper?.name ?? ''}
          error={fieldError(error, 'name')}
        />
        {shopper && shopper.addresses.length > 0 && (
          <fieldset className="flex flex-col gap-2">
            <legend className="text-sm font-medium text-gray-800">Deliver to</legend>
            {shopper.addresses.map((a) => (
              <label key={a.id} className="flex items-start gap-2 text-sm">
                <input
                  type="radio"
                  name="addressChoice"
                  checked={addressId === a.id}
                  onChange={() => setAddressId(a.id)}
                />
                {a.name}, {a.address}, {a.city} {a.pincode}
              </label>
            ))}
            <label className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="addressChoice"
                checked={addressId === 'new'}
                onChange={() => setAddressId('new')}
              />
              A new address
            </label>
          </fieldset>
        )}
        {addressId === 'new' && (
          <div className="grid gap-3 sm:grid-cols-2">
            {ADDRESS_FIELDS.map(([f, label]) => (
              <TextField key={f} label={label} name={`address.${f}`} error={addressError(f)} />
            ))}
          </div>
        )}
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-medium text-gray-800">Payment</legend>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" name="payment" value="COD" defaultChecked /> Cash on delivery
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" name="payment" value="PAYMENT_LINK" /> Payment link (the shopper pays online)
          </label>
        </fieldset>
        <TextField label="Coupon code (optional)" name="couponCode" error={fieldError(error, 'couponCode')} />
        {(message || fieldError(error, 'items')) && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            {fieldError(error, 'items') ?? message}
          </p>
        )}
        <Button type="submit" disabled={busy || !phone}>
          {busy ? 'Placing…' : 'Place order'}
        </Button>
      </form>
    </div>
  );
}
