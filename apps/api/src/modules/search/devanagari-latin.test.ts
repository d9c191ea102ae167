import { describe, expect, it } from 'vitest';
import { devanagariToLatin } from './devanagari-latin.ts';
import { searchWords } from './search-terms.ts';

describe('devanagariToLatin', () => {
  it('spells shopping words as shoppers type them in Latin letters', () => {
    const spelt = Object.fromEntries(
      ['लिपस्टिक', 'झुमका', 'झुमकी', 'काजल', 'बिंदी', 'कुर्ती', 'दुपट्टा', 'सूरमा', 'पायल', 'गजरा', 'कुमकुम'].map((w) => [
        w,
        devanagariToLatin(w),
      ]),
    );
    expect(spelt).toEqual({
      लिपस्टिक: 'lipstik',
      झुमका: 'jhumka',
      झुमकी: 'jhumki',
      काजल: 'kajal',
      बिंदी: 'bindi',
      कुर्ती: 'kurti',
      दुपट्टा: 'dupatta',
      सूरमा: 'surma',
      पायल: 'payal',
      गजरा: 'gajra',
      कुमकुम: 'kumkum',
    });
  });

  it('drops the unsaid inherent vowel: at the end, between syllables, before an s cluster; right to left', () => {
    expect(devanagariToLatin('कमल')).toBe('kamal'); // final only: the medial one is followed by a bare consonant
    expect(devanagariToLatin('कमला')).toBe('kamla');
    expect(devanagariToLatin('बदलना')).toBe('badalna'); // right to left: not 'badlana'
    expect(devanagariToLatin('समझ')).toBe('samajh');
    expect(devanagariToLatin('मोमबत्ती')).toBe('mombatti'); // kept before a doubled consonant
    expect(devanagariToLatin('गोल्ड')).toBe('gold');
    expect(devanagariToLatin('न')).toBe('na'); // a one-letter word keeps it
  });

  it('reads nukta letters, nasals, visarga, long vowels and ज्ञ', () => {
    expect(devanagariToLatin('साड़ी')).toBe('sari');
    expect(devanagariToLatin('चूड़ियाँ')).toBe('churiyan');
    expect(devanagariToLatin('ज़ेवर')).toBe('zevar');
    // precomposed (U+095B) and combining nukta read alike
    expect(devanagariToLatin('\u095Bेवर')).toBe('zevar');
    expect(devanagariToLatin('फ़ेस')).toBe('fes');
    expect(devanagariToLatin('मेहंदी')).toBe('mehandi');
    expect(devanagariToLatin('मेहँदी')).toBe('mehandi');
    expect(devanagariToLatin('चंपा')).toBe('champa'); // anusvara before a labial
    expect(devanagariToLatin('दुःख')).toBe('duhkh');
    expect(devanagariToLatin('शैम्पू')).toBe('shaimpu');
    expect(devanagariToLatin('ज्ञान')).toBe('gyan');
    expect(devanagariToLatin('नेल पॉलिश')).toBe('nel polish');
  });

  it('leaves Latin letters, digits and punctuation alone and reads Devanagari digits', () => {
    expect(devanagariToLatin('Lakmé मैट लिपस्टिक, ₹499')).toBe('Lakmé mait lipstik, ₹499');
    expect(devanagariToLatin('लिपस्टिक१२')).toBe('lipstik12');
    expect(devanagariToLatin('झुमका। काजल॥')).toBe('jhumka। kajal॥');
    expect(devanagariToLatin('')).toBe('');
  });

  it('is how the search reads a query: Devanagari words become Latin words before accents are folded', () => {
    expect(searchWords('लिपस्टिक और काजल')).toEqual(['lipstik', 'kajal']);
    expect(searchWords('शादी के लिए झुमके')).toEqual(['shadi', 'jhumke']);
    expect(searchWords('Oxidised झुमका')).toEqual(['oxidised', 'jhumka']);
  });
});
