import { type ProductKind, type Theme, productImageUrl } from '../art/media-urls.ts';

/** Banners of the home slider; `categories` are the categories whose bestsellers each banner promotes. */
export const bannerDefs: {
  title: string;
  subtitle: string;
  theme: Theme;
  kind: ProductKind;
  colour: string;
  categories: string[];
}[] = [
  {
    title: 'The Lipstick Edit',
    subtitle: 'Matte, satin & gloss shades from ₹199',
    theme: 'rose',
    kind: 'lipstick',
    colour: '#9b1b30',
    categories: ['lipstick', 'nail-polish'],
  },
  {
    title: 'Wedding Season Jewellery',
    subtitle: 'Kundan, polki & temple designs, up to 50% off',
    theme: 'saffron',
    kind: 'jhumka',
    colour: '#c9a227',
    categories: ['earring', 'necklace', 'bangles'],
  },
  {
    title: 'Festive Sarees & Kurtas',
    subtitle: 'Handloom weaves and hand block prints',
    theme: 'plum',
    kind: 'saree',
    colour: '#7a1f2b',
    categories: ['saree', 'kurta'],
  },
  {
    title: 'Glow-Up Skincare',
    subtitle: 'Vitamin C, niacinamide & Ayurvedic serums',
    theme: 'sage',
    kind: 'serum',
    colour: '#c8862a',
    categories: ['face-serum', 'body-lotion', 'foundation'],
  },
  {
    title: 'Home Fragrance Studio',
    subtitle: 'Hand-poured candles and fine perfumes',
    theme: 'sand',
    kind: 'candle',
    colour: '#e6cfa8',
    categories: ['scented-candles', 'perfume'],
  },
];

/**
 * Special offers: each picks its products with a condition over p (products), c (categories) and v (the
 * product's lowest price in paise and best discount in percent).
 */
export const offerDefs: {
  title: string;
  description: string;
  tag: string;
  theme: Theme;
  kind: ProductKind;
  colour: string;
  where: string;
}[] = [
  {
    title: 'Under ₹499 Store',
    description: 'Everyday favourites at pocket-friendly prices.',
    tag: 'Under ₹499',
    theme: 'rose',
    kind: 'nail-polish',
    colour: '#c2185b',
    where: 'v.price <= 49900',
  },
  {
    title: 'Bridal Jewellery Edit',
    description: 'Jhumkas, chokers and kadas for the wedding season.',
    tag: 'Up to 50% off',
    theme: 'saffron',
    kind: 'necklace',
    colour: '#c9a227',
    where: "c.slug in ('earring', 'necklace', 'bangles') and v.discount >= 20",
  },
  {
    title: 'Ethnic Wear Fest',
    description: 'Kurtas and sarees with at least 25% off.',
    tag: 'Min 25% off',
    theme: 'plum',
    kind: 'kurta',
    colour: '#1f3a6b',
    where: "c.slug in ('kurta', 'saree') and v.discount >= 25",
  },
  {
    title: 'Haircare Heroes',
    description: 'Ayurvedic oils and gentle shampoos.',
    tag: 'From ₹149',
    theme: 'sage',
    kind: 'shampoo',
    colour: '#2f7d5c',
    where: "c.slug in ('shampoo', 'hair-oil')",
  },
  {
    title: 'Fragrance Week',
    description: 'Perfumes, attars and scented candles.',
    tag: 'Flat 20% off',
    theme: 'teal',
    kind: 'perfume',
    colour: '#e8b04a',
    where: "c.slug in ('perfume', 'scented-candles')",
  },
  {
    title: 'Top Rated Skincare',
    description: 'Serums, foundations and lotions rated 4.2 stars and above.',
    tag: '4.2★ & above',
    theme: 'sand',
    kind: 'serum',
    colour: '#e7b7a3',
    where:
      "c.slug in ('face-serum', 'foundation', 'body-lotion') and p.rating_count > 0 and p.rating_total >= 4.2 * p.rating_count",
  },
];

/** IST midnight of a date, as coupon and giveaway windows are announced in Indian time. */
const ist = (date: string, time = '00:00:00') => new Date(`${date}T${time}+05:30`);

export const couponDefs = [
  {
    code: 'WELCOME10',
    description: '10% off your first order, up to ₹150',
    kind: 'PERCENT' as const,
    value: 1000,
    maxDiscountPaise: 15000,
    firstOrderOnly: true,
    startsAt: ist('2026-01-01'),
  },
  {
    code: 'FLAT50',
    description: 'Flat ₹50 off on orders of ₹499 and above',
    kind: 'FLAT' as const,
    value: 5000,
    minOrderPaise: 49900,
    startsAt: ist('2026-01-01'),
  },
  {
    code: 'SHRINGAR20',
    description: '20% off up to ₹300 on orders of ₹999 and above',
    kind: 'PERCENT' as const,
    value: 2000,
    minOrderPaise: 99900,
    maxDiscountPaise: 30000,
    usageLimit: 500,
    startsAt: ist('2026-01-01'),
  },
  {
    code: 'FESTIVE15',
    description: '15% off your festive order, once per customer',
    kind: 'PERCENT' as const,
    value: 1500,
    perUserLimit: 1,
    startsAt: ist('2026-01-01'),
  },
  {
    code: 'MONSOON25',
    description: 'Monsoon sale: 25% off up to ₹250 (ended 30 September 2026)',
    kind: 'PERCENT' as const,
    value: 2500,
    maxDiscountPaise: 25000,
    startsAt: ist('2026-06-01'),
    endsAt: ist('2026-09-30', '23:59:59'),
  },
];

export const giveawayDef = {
  title: 'Win a Festive Beauty Hamper worth ₹10,000',
  description:
    'Collect hearts by watching short ads and enter the draw for a hamper of lipsticks, serums, a perfume and a kundan jewellery set. Winners are announced on 5 February 2027.',
  prizeImageUrl: productImageUrl('gift', '#c2547a', 'giveaway-2027'),
  heartsRequired: 50,
  startsAt: ist('2026-01-01'),
  endsAt: ist('2027-01-31', '23:59:59'),
};
