/**
 * Short descriptions of the HSN/SAC headings the store sells under, for GSTR-1's HSN summary (the schedule's
 * wording, shortened). A code not listed is described by the first product sold under it.
 */
const HSN_DESCRIPTIONS: Record<string, string> = {
  '3303': 'Perfumes and toilet waters',
  '3304': 'Beauty or make-up preparations',
  '3305': 'Preparations for use on the hair',
  '3306': 'Preparations for oral or dental hygiene',
  '3307': 'Shaving and other perfumery or toilet preparations',
  '3401': 'Soap',
  '3406': 'Candles, tapers and the like',
  '4202': 'Handbags, wallets and similar containers',
  '5208': 'Woven fabrics of cotton',
  '6204': "Women's suits, dresses and ensembles",
  '6211': 'Other garments',
  '7113': 'Articles of jewellery of precious metal',
  '7117': 'Imitation jewellery',
  '996812': 'Courier services',
};

export const describeHsn = (code: string, firstLine: string) => HSN_DESCRIPTIONS[code] ?? firstLine.slice(0, 30);
