import type { Rng } from '../prng.ts';

/** What a category's buyers talk about; each demo category belongs to one group. */
type Group = 'makeup' | 'skin' | 'hair' | 'fragrance' | 'clothing' | 'bag' | 'jewellery';

const GROUP_OF_CATEGORY: Record<string, Group> = {
  lipstick: 'makeup',
  'kajal-eyeliner': 'makeup',
  foundation: 'makeup',
  'nail-polish': 'makeup',
  'face-serum': 'skin',
  'body-lotion': 'skin',
  shampoo: 'hair',
  'hair-oil': 'hair',
  perfume: 'fragrance',
  'scented-candles': 'fragrance',
  kurta: 'clothing',
  saree: 'clothing',
  handbag: 'bag',
  earring: 'jewellery',
  necklace: 'jewellery',
  bangles: 'jewellery',
};

type Texts = { good: string[]; mixed: string[]; poor: string[] };

const TEXTS: Record<Group, Texts> = {
  makeup: {
    good: [
      'The shade is exactly as shown in the picture and suits my wheatish skin tone. Stays on through a full office day.',
      'Very pigmented, one swipe is enough. Does not dry out my lips even in the AC.',
      'Smudge-proof for real — survived a humid Mumbai afternoon and a long train ride.',
      'Lovely finish and the packaging feels premium. Bought a second shade for my sister.',
      'Goes on smoothly and does not feel heavy. Perfect for daily wear.',
      'Great value for the price. Colour payoff is as good as the expensive brands I have used.',
    ],
    mixed: [
      'Nice colour but needs a touch-up after lunch. Decent for the price.',
      'The shade is a little darker than it looked online. Quality is fine otherwise.',
      'Texture is good, though it transfers on to cups a bit.',
    ],
    poor: [
      'The shade looked completely different in person. Not for my skin tone.',
      'Started fading within two hours. Expected better from this brand.',
      'Too drying for me, had to apply balm underneath every time.',
    ],
  },
  skin: {
    good: [
      'Absorbs quickly and leaves no sticky feel. My skin looks brighter after three weeks.',
      'Gentle on my sensitive skin, no breakouts at all. Will repurchase.',
      'Light texture that works well in Chennai humidity. A little goes a long way.',
      'Noticed a real difference in dryness within a week. Mild, pleasant smell.',
      'Good for winter, my skin stays soft through the day.',
    ],
    mixed: [
      'Works okay but the results are slow. Bottle could be bigger for the price.',
      'Nice product, but the fragrance is a bit strong for my liking.',
      'Feels good on the skin; I have not seen a big change yet.',
    ],
    poor: [
      'Gave me small bumps on the forehead after a few days, had to stop using it.',
      'Too greasy for oily skin. Would not recommend in summer.',
    ],
  },
  hair: {
    good: [
      'Hair feels soft and less frizzy from the very first wash. Mild fragrance that lingers.',
      'Hair fall has reduced noticeably after a month of regular use.',
      'Non-sticky and washes off easily. My mother loves it too.',
      'Works well for my curly hair, keeps it manageable through the day.',
      'Good lather without making the scalp dry. Value for money pack.',
    ],
    mixed: [
      'Decent product, but I did not see much change in hair fall.',
      'Smell is nice, though my hair gets oily a day sooner than usual.',
    ],
    poor: [
      'Made my scalp itchy. Switched back to my old one.',
      'Too thin and runs out very fast. Not worth the price.',
    ],
  },
  fragrance: {
    good: [
      'Long-lasting fragrance, I still get compliments in the evening.',
      'Elegant, not overpowering. Perfect for office and small functions.',
      'Beautiful scent that fills the whole room. Burns evenly too.',
      'Came well packed and the fragrance is exactly as described. Lovely gift option.',
      'Smells premium and lasts longer than I expected for this price.',
    ],
    mixed: [
      'Nice smell but it fades in about three hours.',
      'Fragrance is good, though a little sweeter than I expected.',
    ],
    poor: ['Hardly any throw, I can barely smell it after an hour.', 'Too strong and gave me a headache. Not for me.'],
  },
  clothing: {
    good: [
      'Fabric is soft and breathable, perfect for summer. Colour did not bleed in the first wash.',
      'Fits true to size and the stitching is neat. Wore it for Diwali and got many compliments.',
      'The print is even prettier in person. Comfortable for the whole day.',
      'Good quality cotton and the fall is lovely. Exactly like the pictures.',
      'Bought it for a wedding function, the embroidery work is really fine.',
    ],
    mixed: [
      'Nice design but the fabric is a bit thinner than I expected.',
      'Fits well, though the colour is slightly lighter than shown.',
      'Good for the price; needed a small alteration at the sleeves.',
    ],
    poor: [
      'Colour ran in the very first wash. Disappointed.',
      'Size runs small, and the stitching came loose at the hem.',
    ],
  },
  bag: {
    good: [
      'Roomy enough for my laptop, lunch box and more. Looks classy at work.',
      'Stitching is sturdy and the zips run smoothly. Worth every rupee.',
      'Lovely colour and the material feels like it will last. Many compartments.',
      'Compact but holds a lot. Perfect for outings and travel.',
    ],
    mixed: [
      'Looks good, but the strap is a little short for me.',
      'Nice bag, the inside lining could have been better.',
    ],
    poor: ['The handle started peeling within a month.', 'Much smaller than it looks in the pictures.'],
  },
  jewellery: {
    good: [
      'Looks exactly like the picture and is very lightweight. Wore it all day without any discomfort.',
      'The finish is beautiful and the stones catch the light nicely. Great for festive wear.',
      'No skin irritation even after a long wedding day. Came in a lovely box.',
      'Elegant design that goes with both sarees and kurtas. Very happy with it.',
      'Polish has stayed intact after several wears. Gifted one to my friend as well.',
    ],
    mixed: [
      'Pretty design, though a little heavier than I expected.',
      'Nice piece, but the clasp is a bit tricky to open.',
      'Good for occasional wear; the shine is slightly less than in the photos.',
    ],
    poor: ['The colour started fading after two uses.', 'One of the stones fell out within a week.'],
  },
};

/** Things any buyer mentions, added now and then after the main remark. */
const DELIVERY_NOTES = [
  'Delivered a day before the promised date.',
  'Packaging was neat and secure.',
  'Quick delivery to my pincode.',
  'Cash on delivery made it easy to try.',
];

/**
 * A plausible comment for a rating in a category, or null for the fifth or so of buyers who leave stars
 * without words. `used` holds the product's comments so far: no two reviews of one product read the same.
 */
export function reviewText(rng: Rng, categorySlug: string, rating: number, used: Set<string>): string | null {
  if (rng.chance(0.2)) return null;
  const texts = TEXTS[GROUP_OF_CATEGORY[categorySlug] ?? 'makeup'];
  const pool = (rating >= 4 ? texts.good : rating === 3 ? texts.mixed : texts.poor).filter((t) => !used.has(t));
  if (pool.length === 0) return null;
  const main = rng.pick(pool);
  used.add(main);
  return rating >= 4 && rng.chance(0.3) ? `${main} ${rng.pick(DELIVERY_NOTES)}` : main;
}
