/**
 * Devanagari written the way Indian shoppers spell it in Latin letters ('लिपस्टिक' → 'lipstik', 'झुमका' →
 * 'jhumka', 'काजल' → 'kajal'), so a search typed in Hindi script meets the catalogue's Latin words through the
 * same synonyms and typo corrections as a Hinglish one. Not a scholarly romanisation (Sanscript's ITRANS gives
 * 'lipasTika', 'jhumakA', 'kAjala': docs/decisions.md): long and short vowels are spelt alike, retroflex and dental
 * consonants alike, and the inherent 'a' that Hindi does not pronounce is dropped (schwa deletion, below).
 */

const CONSONANTS: Record<string, string> = {
  क: 'k',
  ख: 'kh',
  ग: 'g',
  घ: 'gh',
  ङ: 'n',
  च: 'ch',
  छ: 'chh',
  ज: 'j',
  झ: 'jh',
  ञ: 'n',
  ट: 't',
  ठ: 'th',
  ड: 'd',
  ढ: 'dh',
  ण: 'n',
  त: 't',
  थ: 'th',
  द: 'd',
  ध: 'dh',
  न: 'n',
  प: 'p',
  फ: 'ph',
  ब: 'b',
  भ: 'bh',
  म: 'm',
  य: 'y',
  र: 'r',
  ल: 'l',
  ळ: 'l',
  व: 'v',
  श: 'sh',
  ष: 'sh',
  स: 's',
  ह: 'h',
};

/** A consonant with a nukta (the dot below) is another sound: ज़ is 'z', फ़ 'f', ड़ the flapped 'r' of साड़ी. */
const WITH_NUKTA: Record<string, string> = { क: 'q', ख: 'kh', ग: 'g', ज: 'z', फ: 'f', ड: 'r', ढ: 'rh', य: 'y' };

/** Vowel signs (after a consonant) and the vowels written on their own, alike: long and short spelt the same. */
const VOWEL_SIGNS: Record<string, string> = {
  'ा': 'a',
  'ि': 'i',
  'ी': 'i',
  'ु': 'u',
  'ू': 'u',
  'ृ': 'ri',
  'ॄ': 'ri',
  'ॅ': 'e',
  'ॆ': 'e',
  'े': 'e',
  'ै': 'ai',
  'ॉ': 'o',
  'ॊ': 'o',
  'ो': 'o',
  'ौ': 'au',
};
const VOWELS: Record<string, string> = {
  अ: 'a',
  आ: 'a',
  इ: 'i',
  ई: 'i',
  उ: 'u',
  ऊ: 'u',
  ऋ: 'ri',
  ॠ: 'ri',
  ऍ: 'e',
  ऎ: 'e',
  ए: 'e',
  ऐ: 'ai',
  ऑ: 'o',
  ऒ: 'o',
  ओ: 'o',
  औ: 'au',
};

const HALANT = '्';
const NUKTA = '़';
const NASALS = new Set(['ं', 'ँ']);
const VISARGA = 'ः';
/** Before these, the anusvara is said (and typed) 'm': चंपा 'champa', अंबर 'ambar'. */
const LABIALS = new Set(['p', 'ph', 'b', 'bh', 'm', 'f']);
/** s and sh start clusters that open a syllable ('st' of 'stik'), so the 'a' before them is not said. */
const SIBILANTS = new Set(['s', 'sh']);

/**
 * One written syllable: a consonant (or none, for a vowel written on its own) and what follows it: the
 * inherent 'a' (`inherent`), a vowel sign, or nothing (a halant, or an 'a' that schwa deletion dropped).
 */
type Syllable = { consonant: string; vowel: string; inherent: boolean; nasal: boolean; visarga: boolean };

/** Letters and signs, not the dandas (U+0964-5) or digits (U+0966-F): those end a word as punctuation does. */
const DEVANAGARI_RUN = /[\u0900-\u0963\u0970-\u097F\u200C\u200D]+/gu;
const DEVANAGARI_DIGIT = /[\u0966-\u096F]/gu;

function syllablesOf(word: string): Syllable[] {
  const out: Syllable[] = [];
  const chars = [...word.normalize('NFD').replace(/[\u200C\u200D]/g, '')];
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i]!;
    const last = out.at(-1);
    if (c in CONSONANTS) {
      const nukta = chars[i + 1] === NUKTA;
      if (nukta) i++;
      out.push({
        consonant: nukta ? (WITH_NUKTA[c] ?? CONSONANTS[c]!) : CONSONANTS[c]!,
        vowel: 'a',
        inherent: true,
        nasal: false,
        visarga: false,
      });
    } else if (c in VOWELS) {
      out.push({ consonant: '', vowel: VOWELS[c]!, inherent: false, nasal: false, visarga: false });
    } else if (c in VOWEL_SIGNS && last?.inherent) {
      last.vowel = VOWEL_SIGNS[c]!;
      last.inherent = false;
    } else if (c === HALANT && last?.inherent) {
      last.vowel = '';
      last.inherent = false;
    } else if (NASALS.has(c) && last) last.nasal = true;
    else if (c === VISARGA && last) last.visarga = true;
    else if (c === 'ॐ') out.push({ consonant: '', vowel: 'om', inherent: false, nasal: false, visarga: false });
  }
  return out;
}

/** Whether the syllable is spoken with a vowel (a consonant left bare by a halant or deletion is not). */
const voiced = (s: Syllable | undefined) => s !== undefined && s.vowel !== '';

/**
 * Hindi leaves most inherent vowels unsaid (Ohala's rule, applied right to left as in Narasimhan et al. 2004):
 * the last one of a word ('काजल' kajal; after a cluster too: 'गोल्ड' gold, 'इत्र' itr), and one between a
 * voiced syllable and a consonant that carries a vowel ('झुमका' jhumka, 'बदलना' badalna, not badlana). Before a
 * cluster starting with s or sh, which opens the next syllable, it goes too ('लिपस्टिक' lipstik, while
 * 'दुपट्टा' keeps dupatta). A nasalised 'a' ('मेहंदी' mehandi) is a full vowel and stays.
 */
function deleteSchwas(word: Syllable[]): void {
  const last = word.at(-1);
  if (last?.inherent && !last.nasal && !last.visarga && word.length > 1) {
    last.vowel = '';
    last.inherent = false;
  }
  for (let i = word.length - 2; i >= 1; i--) {
    const s = word[i]!;
    if (!s.inherent || s.nasal || s.visarga || !s.consonant) continue;
    const next = word[i + 1]!;
    const opensSyllable = voiced(next) || (SIBILANTS.has(next.consonant) && next.vowel === '' && voiced(word[i + 2]));
    if (voiced(word[i - 1]) && next.consonant && opensSyllable) {
      s.vowel = '';
      s.inherent = false;
    }
  }
}

function spell(word: Syllable[]): string {
  let text = '';
  word.forEach((s, i) => {
    text += s.consonant + s.vowel;
    if (s.nasal) text += LABIALS.has(word[i + 1]?.consonant ?? '') ? 'm' : 'n';
    if (s.visarga) text += 'h';
  });
  return text;
}

/** Special spellings a letter-by-letter reading gets wrong: ज्ञ is said 'gy' (ज्ञान gyan). */
const CLUSTERS: [RegExp, string][] = [[/ज्ञ/g, 'ग्य']];

/** The text with every run of Devanagari spelt in Latin letters; anything else is left as it is. */
export function devanagariToLatin(text: string): string {
  return text
    .replace(DEVANAGARI_DIGIT, (d) => String(d.charCodeAt(0) - 0x966))
    .replace(DEVANAGARI_RUN, (word) => {
      const syllables = syllablesOf(CLUSTERS.reduce((w, [from, to]) => w.replace(from, to), word));
      deleteSchwas(syllables);
      return spell(syllables);
    });
}
