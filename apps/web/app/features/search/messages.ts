import type { Dictionary } from '~/lib/i18n/i18n';

/**
 * Search (spec 2): the results page and its box. The parts whose code loads on their own (the Filters panel, the
 * page buttons, the suggestions) carry their texts with them: filter-, pagination- and suggestion-messages.ts.
 */
const en = {
  boxLabel: 'Search products, brands and categories',
  boxPlaceholder: 'Search for earrings, lipstick, serum...',
  search: 'Search',
  suggestions: 'Search suggestions',
  searchFailed: 'Search failed. Please try again.',
  resultsFor: (q: string) => `Search results for “${q}”`,
  filters: 'Filters',
  narrow: 'Narrow the results',
  searchTheStore: 'Search the store',
  searchHint: "Type a product, brand or category above, like 'jhumka', 'lipstick' or 'serum'.",
  noProducts: 'No Products Found',
  noMatchFiltered: 'Nothing matches your search with these filters. Try a wider price range or fewer filters.',
  noMatch: 'Check the spelling or try a more general word.',
  found: (total: number) => `${total} ${total === 1 ? 'product' : 'products'} found`,
  pageOfTotal: (page: number, pages: number) => ` · Page ${page} of ${pages}`,
  metaTitle: (q: string) => `${q} - Search | Shringar`,
  metaTitleEmpty: 'Search | Shringar',
  metaDescription: (q: string) => `Shop ${q} at Shringar: jewellery, makeup, skincare and more.`,
  metaDescriptionEmpty: 'Search Shringar for jewellery, makeup, skincare and lifestyle products from brands you love.',
};

const hi = {
  boxLabel: 'उत्पाद, ब्रांड और श्रेणियाँ खोजें',
  boxPlaceholder: 'झुमके, लिपस्टिक, सीरम खोजें...',
  search: 'खोजें',
  suggestions: 'खोज के सुझाव',
  searchFailed: 'खोज नहीं हो सकी। कृपया फिर से कोशिश करें।',
  resultsFor: (q: string) => `“${q}” के खोज परिणाम`,
  filters: 'फ़िल्टर',
  narrow: 'परिणाम छाँटें',
  searchTheStore: 'स्टोर में खोजें',
  searchHint: "ऊपर कोई उत्पाद, ब्रांड या श्रेणी लिखें, जैसे 'झुमका', 'लिपस्टिक' या 'सीरम'।",
  noProducts: 'कोई उत्पाद नहीं मिला',
  noMatchFiltered: 'इन फ़िल्टर के साथ आपकी खोज से कुछ नहीं मिला। कीमत की सीमा बढ़ाएँ या कम फ़िल्टर चुनें।',
  noMatch: 'स्पेलिंग जाँचें या कोई आम शब्द आज़माएँ।',
  found: (total: number) => `${total} उत्पाद मिले`,
  pageOfTotal: (page: number, pages: number) => ` · पेज ${page} / ${pages}`,
  metaTitle: (q: string) => `${q} - खोज | श्रृंगार`,
  metaTitleEmpty: 'खोज | श्रृंगार',
  metaDescription: (q: string) => `श्रृंगार पर ${q} खरीदें: ज्वेलरी, मेकअप, स्किनकेयर और बहुत कुछ।`,
  metaDescriptionEmpty: 'श्रृंगार पर अपने पसंदीदा ब्रांड की ज्वेलरी, मेकअप, स्किनकेयर और लाइफ़स्टाइल उत्पाद खोजें।',
} satisfies typeof en;

export const messages = { en, hi } satisfies Dictionary<typeof en>;
