import { createHash } from 'node:crypto';
import { renderBanner, renderOfferTile } from '../../seed/art/banner-art.ts';
import { renderBrandLogo } from '../../seed/art/brand-art.ts';
import { type ProductKind, type Theme, productKinds, themes } from '../../seed/art/media-urls.ts';
import { renderCategoryIcon, renderProductShot } from '../../seed/art/product-art.ts';
import { NotFound } from '../../lib/errors.ts';
import { processCaches } from '../../lib/caches.ts';
import { loadLettering } from '../../seed/art/lettering.ts';

export type Image = { svg: Buffer; etag: string };

const SEED = /^[a-z0-9][a-z0-9-]{0,47}$/;
const COLOUR = /^[0-9a-f]{6}$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+){0,7}$/;

const notFound = () => new NotFound('Image not found.', 'MEDIA_NOT_FOUND');

const isKind = (value: string): value is ProductKind => (productKinds as readonly string[]).includes(value);
const isTheme = (value: string): value is Theme => (themes as readonly string[]).includes(value);

/** 'abc.svg' → 'abc'; anything else is not an image we draw. */
function stem(file: string, pattern: RegExp): string {
  if (!file.endsWith('.svg')) throw notFound();
  const name = file.slice(0, -4);
  if (!pattern.test(name)) throw notFound();
  return name;
}

function kindOf(value: string): ProductKind {
  if (!isKind(value)) throw notFound();
  return value;
}

function themeOf(value: string): Theme {
  if (!isTheme(value)) throw notFound();
  return value;
}

/**
 * Rendering is cheap but not free, and a catalogue page asks for the same few hundred images again and again:
 * keep the most recent ones. Bounded, because every valid seed is a distinct image.
 */
const CACHE_LIMIT = 2000;
const cache = new Map<string, Image>();
const lookups = processCaches.register({
  name: 'svg-art',
  bound: `${CACHE_LIMIT.toLocaleString('en')} entries, least recently used dropped`,
  clearedBy: [],
  size: () => cache.size,
});

async function cached(key: string, render: () => string): Promise<Image> {
  const hit = cache.get(key);
  lookups.lookup(hit !== undefined);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  // The words in a picture are drawn from the store's font, read on the first picture drawn.
  await loadLettering();
  const svg = Buffer.from(render(), 'utf8');
  const image = { svg, etag: `"${createHash('sha1').update(svg).digest('base64url')}"` };
  cache.set(key, image);
  if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value!);
  return image;
}

export async function productImage(kind: string, colour: string, file: string): Promise<Image> {
  const k = kindOf(kind);
  if (!COLOUR.test(colour)) throw notFound();
  const seed = stem(file, SEED);
  return cached(`p/${k}/${colour}/${seed}`, () => renderProductShot(k, `#${colour}`, seed));
}

export async function categoryIcon(file: string): Promise<Image> {
  const k = kindOf(stem(file, SLUG));
  return cached(`c/${k}`, () => renderCategoryIcon(k));
}

export async function brandLogo(file: string): Promise<Image> {
  const slug = stem(file, SLUG);
  return cached(`b/${slug}`, () => renderBrandLogo(slug));
}

export async function bannerImage(
  theme: string,
  kind: string,
  file: string,
  title: string,
  subtitle: string,
): Promise<Image> {
  const t = themeOf(theme);
  const k = kindOf(kind);
  const colour = stem(file, COLOUR);
  return cached(`ban/${t}/${k}/${colour}/${title}/${subtitle}`, () =>
    renderBanner(t, k, `#${colour}`, title, subtitle),
  );
}

export async function offerImage(
  theme: string,
  kind: string,
  file: string,
  title: string,
  tag: string,
): Promise<Image> {
  const t = themeOf(theme);
  const k = kindOf(kind);
  const colour = stem(file, COLOUR);
  return cached(`off/${t}/${k}/${colour}/${title}/${tag}`, () => renderOfferTile(t, k, `#${colour}`, title, tag));
}
