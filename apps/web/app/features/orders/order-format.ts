/** How order fields read on screen. */

const METHOD_NAMES: Record<string, string> = {
  COD: 'Cash on Delivery',
  ONLINE: 'Online Payment',
  WALLET: 'Wallet',
};

/** 'WALLET, ONLINE' → 'Wallet + Online Payment'; a method the store does not know keeps its raw text. */
export function formatPaymentMethod(paymentMethod: string): string {
  const parts = paymentMethod
    .split(',')
    .map((m) => m.trim())
    .filter(Boolean);
  return parts.map((m) => METHOD_NAMES[m.toUpperCase()] ?? m).join(' + ');
}

/** Spec 3: a variant value may arrive as a JSON list string ('["Red","M"]'), shown joined by commas. */
export function formatVariant(variant: string | null | undefined): string {
  if (!variant) return '';
  const text = variant.trim();
  if (text.startsWith('[')) {
    try {
      const list: unknown = JSON.parse(text);
      if (Array.isArray(list)) return list.map(String).join(', ');
    } catch {
      // not JSON after all: shown as it came
    }
  }
  return text;
}

const dateTime = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});
const dateOnly = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/** '22 Nov 2026, 8:40 pm' in Indian time (the store's shoppers are in India); the raw value if unreadable. */
export function formatDateTime(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : dateTime.format(d);
}

export function formatDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : dateOnly.format(d);
}
