import { createRng, hashString } from '../prng.ts';
import { Paint, lighten, svgDocument } from './svg-kit.ts';
import { lettering } from './lettering.ts';

const inks = ['#8e1f47', '#6e1f2a', '#0d4f57', '#1e2a4a', '#6b4a2b', '#2f5640', '#4a1a4f', '#1f1f1f'];

/** 'noor-and-neel' → 'Noor & Neel'. */
function brandNameFromSlug(slug: string): string {
  return slug
    .split('-')
    .map((w) => (w === 'and' ? '&' : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(' ');
}

/** A 400×400 brand logo: a monogram in a fine double ring over a letter-spaced wordmark. */
export function renderBrandLogo(slug: string): string {
  const rng = createRng(hashString(`brand/${slug}`));
  const paint = new Paint(rng);
  const name = brandNameFromSlug(slug);
  const ink = inks[rng.int(0, inks.length - 1)]!;
  const words = name.split(' ').filter((w) => w !== '&');
  const initials = (words.length > 1 ? words[0]![0]! + words[1]![0]! : words[0]!.slice(0, 1)).toUpperCase();
  const upper = name.toUpperCase();
  const size = upper.length > 16 ? 22 : upper.length > 11 ? 27 : 32;
  const ornament = rng.chance(0.5)
    ? `<path d="M170 312 L230 312 M200 304 L208 312 L200 320 L192 312 Z" stroke="${ink}" stroke-width="1.5" fill="${ink}"/>`
    : `<circle cx="200" cy="312" r="3" fill="${ink}"/><path d="M150 312 L188 312 M212 312 L250 312" stroke="${ink}" stroke-width="1.2"/>`;
  const body = `<rect width="400" height="400" fill="${lighten(ink, 0.94)}"/>
<circle cx="200" cy="150" r="92" fill="none" stroke="${ink}" stroke-width="3"/><circle cx="200" cy="150" r="82" fill="none" stroke="${ink}" stroke-width="1"/>
${lettering(initials, { x: 200, y: 150 + 26, size: initials.length > 1 ? 68 : 84, anchor: 'middle', fill: ink })}
${lettering(upper, { x: 200, y: 288, size, spacing: size > 24 ? 5 : 3, anchor: 'middle', fill: ink })}${ornament}`;
  return svgDocument(400, 400, paint, body, `${name} logo`);
}
