import { DEFAULT_SETTINGS } from '@shringar/contracts/settings';
import { fillPlaceholders, POLICY_PLACEHOLDERS, POLICY_SWITCHES } from '@shringar/contracts/store-promises';
import { describe, expect, it } from 'vitest';
import { defaultStoreProfile } from './content/company.ts';
import { faqDefs } from './content/help-content.ts';
import { FAQ_TOPICS_HI } from './content/hindi-help-content.ts';
import { hindiOf, policyRows } from './content/insert-content.ts';
import { sanitizeRichText } from '../lib/sanitize.ts';

/*
 * A fresh store is Hindi end to end: every policy and every FAQ the seed writes has its Hindi version, a faithful
 * one: the same sections and list items as the English, and the same placeholders, so the live settings fill both.
 */
const DEVANAGARI = /[\u0900-\u097F]/;
const placeholders = (text: string) => (text.match(/\{\{[#/]?[\w ]+\}\}/g) ?? []).sort();
const tags = (html: string) => (html.match(/<(h2|li|ol|ul|p|strong|a)\b/g) ?? []).join(' ');

describe('the demo store in Hindi', () => {
  it('has all five policies in Hindi, section for section, with the English placeholders', () => {
    const rows = policyRows(defaultStoreProfile());
    expect(rows).toHaveLength(5);
    for (const row of rows) {
      expect(row.titleHi, row.id).toMatch(DEVANAGARI);
      expect(row.contentHtmlHi, row.id).toMatch(DEVANAGARI);
      expect(tags(row.contentHtmlHi), row.id).toBe(tags(row.contentHtml));
      expect(placeholders(row.contentHtmlHi), row.id).toEqual(placeholders(row.contentHtml));
      // Only Hindi words outside names, codes and numbers: no English sentence was left behind.
      const text = row.contentHtmlHi.replace(/<[^>]+>/g, ' ');
      for (const sentence of ['the', 'and', 'your', 'with'])
        expect(text.split(/[\s,.()]+/), `${row.id}: '${sentence}'`).not.toContain(sentence);
    }
  });

  it('serves the Hindi policies as written: the sanitiser keeps what it keeps of the English', () => {
    for (const row of policyRows(defaultStoreProfile())) {
      const sources = { ...DEFAULT_SETTINGS, storeProfile: defaultStoreProfile() };
      const served = (html: string) => sanitizeRichText(fillPlaceholders(html, sources));
      expect(tags(served(row.contentHtmlHi)), row.id).toBe(tags(served(row.contentHtml)));
      expect(served(row.contentHtmlHi), row.id).not.toContain('{{');
    }
  });

  it('has every FAQ in Hindi: topic, question and answer, with the English placeholders', () => {
    for (const f of faqDefs) {
      const hi = hindiOf(f.question);
      expect(FAQ_TOPICS_HI[f.topic], f.topic).toMatch(DEVANAGARI);
      expect(hi.question, f.question).toMatch(DEVANAGARI);
      expect(hi.answer, f.question).toMatch(DEVANAGARI);
      expect(placeholders(hi.answer), f.question).toEqual(placeholders(f.answer));
    }
  });

  it('uses only placeholders the server fills', () => {
    const known = new Set([
      ...Object.keys(POLICY_PLACEHOLDERS).map((k) => `{{${k}}}`),
      ...Object.keys(POLICY_SWITCHES).map((k) => `{{#if ${k}}}`),
      '{{else}}',
      '{{/if}}',
    ]);
    const used = [
      ...policyRows(defaultStoreProfile()).flatMap((r) => placeholders(r.contentHtmlHi)),
      ...faqDefs.flatMap((f) => placeholders(hindiOf(f.question).answer)),
    ];
    expect(used.filter((p) => !known.has(p))).toEqual([]);
  });
});
