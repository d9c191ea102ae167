import type { Rng } from '../prng.ts';
import type { CategoryDef } from './category-def.ts';

/** Escapes plain text (names may hold '&') for the HTML description. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * A product page description in the house style: an intro, benefits, how to use (or care), composition.
 * Benefits and compositions in the category data are already HTML (they hold entities such as &amp;).
 */
export function describeProduct(rng: Rng, def: CategoryDef, name: string, brandName: string): string {
  const benefits = rng.sample(def.benefits, rng.int(3, Math.min(5, def.benefits.length)));
  return [
    `<p><strong>${escapeHtml(name)}</strong> by ${escapeHtml(brandName)}. ${rng.pick(def.intros)}</p>`,
    '<h3>Why you will love it</h3>',
    `<ul>${benefits.map((b) => `<li>${b}</li>`).join('')}</ul>`,
    `<h3>${escapeHtml(def.howToUseLabel ?? 'How to use')}</h3>`,
    `<p>${def.howToUse}</p>`,
    `<h3>${escapeHtml(def.compositionLabel)}</h3>`,
    `<p>${rng.pick(def.compositions)}</p>`,
    '<p><em>Sold &amp; shipped by Shringar Retail Private Limited. 100% genuine product, sourced directly from the brand.</em></p>',
  ].join('\n');
}
