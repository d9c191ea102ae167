import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

/**
 * The version of a record an operator edits (contracts/record-version.ts), derived from the record itself, so no
 * column or migration is needed. A rule names the record and picks the fields an edit can lose: stock, counts,
 * timestamps and other things that move on their own are left out, so they never make an edit stale.
 *
 * The version is `<digest of every field>.<a short tag per field>`: the digest decides whether the record
 * changed; the tags, compared with the stored record's, name the fields that did (a tag is 3 characters of the
 * field's path and 3 of its value, so a ten-variant product's version stays a few hundred characters).
 */
export type VersionRule<V> = {
  /** The record in messages: 'this product', 'these settings'. */
  subject: string;
  /** The fields an edit can lose, as a plain JSON-able object. */
  fields(view: V): Record<string, unknown>;
};

/** Objects keyed by their id inside a list: a variant is the same variant wherever it moves in the list. */
const ENTITY_IDS = ['variantId', 'id', 'productId'] as const;

function entityId(item: unknown): string | null {
  if (!item || typeof item !== 'object') return null;
  for (const key of ENTITY_IDS) {
    const id = (item as Record<string, unknown>)[key];
    if (typeof id === 'number' || typeof id === 'string') return String(id);
  }
  return null;
}

/** Field path → its value as JSON; a list of identified objects becomes one field per item's field, plus the ids. */
function flatten(value: Record<string, unknown>, prefix = '', into = new Map<string, string>()) {
  for (const [key, v] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    const list: unknown[] | null = Array.isArray(v) && v.length > 0 ? v : null;
    const ids = list?.map(entityId);
    if (list && ids?.every((id) => id !== null)) {
      into.set(path, JSON.stringify(ids));
      list.forEach((item, i) => flatten(item as Record<string, unknown>, `${path}.${ids[i]}`, into));
    } else if (v && typeof v === 'object' && !Array.isArray(v)) flatten(v as Record<string, unknown>, path, into);
    else into.set(path, JSON.stringify(v ?? null));
  }
  return into;
}

const digest = (text: string, chars: number) => createHash('sha256').update(text).digest('base64url').slice(0, chars);

function fieldTags<V>(rule: VersionRule<V>, view: V) {
  const fields = [...flatten(rule.fields(view))].sort(([a], [b]) => (a < b ? -1 : 1));
  return {
    whole: digest(JSON.stringify(fields), 16),
    tags: fields.map(([path, json]) => ({ path, key: digest(path, 3), value: digest(json, 3) })),
  };
}

/** The version of a record as it is stored now. */
export function versionOf<V>(rule: VersionRule<V>, view: V): string {
  const { whole, tags } = fieldTags(rule, view);
  return `${whole}.${tags.map((t) => t.key + t.value).join('')}`;
}

/** A read of the record with its version, as the console receives it. */
export const versioned = <V extends object>(rule: VersionRule<V>, view: V): V & { version: string } => ({
  ...view,
  version: versionOf(rule, view),
});

/** Words for field names that camelCase alone would not give. */
const LABELS: Record<string, string> = {
  descriptionHtml: 'description',
  content: 'text',
  gstRate: 'GST rate',
  hsnCode: 'HSN code',
  categoryId: 'category',
  brandId: 'brand',
  isActive: 'shown in the store',
  iconUrl: 'icon',
  logoUrl: 'logo',
  imageUrl: 'image',
  productIds: 'products',
  variants: 'variants',
  sku: 'SKU',
};

/** `variants.12.basePrice` → 'base price'; `settings.deliveryCharge` → 'delivery charge'. */
export function fieldLabel(path: string): string {
  const key =
    path
      .split('.')
      .filter((part) => !/^\d+$/.test(part))
      .at(-1) ?? path;
  return (
    LABELS[key] ??
    key
      .replace(/^is(?=[A-Z])/, '')
      .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
      .toLowerCase()
  );
}

/** The fields whose value differs between the version the caller read and the stored record. */
export function changedSince<V>(rule: VersionRule<V>, view: V, readVersion: string): string[] {
  const tagText = readVersion.split('.')[1] ?? '';
  // Path keys are short digests, so two fields of one record can share a key: a key keeps every value read under
  // it, and a field is unchanged when its value is among them (staleness itself is the whole digest's to tell).
  const read = new Map<string, Set<string>>();
  for (let i = 0; i + 6 <= tagText.length; i += 6) {
    const key = tagText.slice(i, i + 3);
    read.set(key, (read.get(key) ?? new Set()).add(tagText.slice(i + 3, i + 6)));
  }
  const changed = fieldTags(rule, view)
    .tags.filter((t) => !read.get(t.key)?.has(t.value))
    .map((t) => t.path);
  return changed;
}

/** The version an If-Match header names: quotes and a weak mark are the HTTP form, not the version. */
function versionIn(request: FastifyRequest): string | null {
  const header = request.headers['if-match'];
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!value || value === '*') return null;
  return value.replace(/^W\//, '').replace(/^"(.*)"$/, '$1');
}

export class StaleWrite extends AppError {
  constructor(subject: string, paths: string[]) {
    const labels = [...new Set(paths.map(fieldLabel))];
    const what = labels.length ? `: ${labels.join(', ')}` : '';
    super(
      409,
      'STALE_WRITE',
      `Someone else changed ${subject} since you opened ${subject.startsWith('these') ? 'them' : 'it'}${what}. Reload to see their changes.`,
      paths.map((field) => ({ field, message: `${fieldLabel(field)} changed since you opened it` })),
    );
  }
}

/**
 * The check of a write against the version its caller read, for a service to run on the record as it stands
 * just before it writes (under the row's lock where the service takes one). A staff member's console always
 * sends the version; a missing one is refused (428). The automation token may leave it out (a script that sets
 * a price means to set it), and a version it does send is checked like any other.
 */
export function freshnessCheck<V>(request: FastifyRequest, rule: VersionRule<V>): (current: V) => void {
  const read = versionIn(request);
  return (current) => {
    if (read === null) {
      if (request.operator?.kind === 'automation') return;
      throw new AppError(
        428,
        'VERSION_REQUIRED',
        `Send the version of ${rule.subject} this edit is based on (If-Match), so no one else's change is lost.`,
      );
    }
    const now = versionOf(rule, current);
    if (now.split('.')[0] !== read.split('.')[0]) throw new StaleWrite(rule.subject, changedSince(rule, current, read));
  };
}
