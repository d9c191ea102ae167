/**
 * The GST rates a product may carry: the schedule in force since 22 September 2025 (CBIC notification
 * No. 9/2025-Central Tax (Rate) of 17 September 2025, amending the schedules of No. 1/2017-Central Tax (Rate)).
 * The 12 % and 28 % slabs are gone; 0.25 % and 3 % stay for their goods. One list for the API's check, the
 * console's select and table, and the CSV import. `covers` is what the console shows beside each rate.
 */
export const GST_SCHEDULE = [
  { rate: 0, covers: 'Nil rate: exempt goods, e.g. fresh fruit and vegetables, milk, printed books' },
  { rate: 0.25, covers: 'Rough precious and semi-precious stones (HSN 7102, 7103)' },
  {
    rate: 3,
    covers: 'Gold, silver and platinum, jewellery of them and imitation jewellery (HSN 7106–7113, 7117)',
  },
  {
    rate: 5,
    covers:
      'Merit rate: everyday goods, e.g. apparel and footwear up to ₹2,500 a piece, shampoo, hair oil, soap, toothpaste, candles',
  },
  {
    rate: 18,
    covers:
      'Standard rate: most other goods, e.g. cosmetics and make-up, perfume, handbags, apparel over ₹2,500 a piece',
  },
  {
    rate: 40,
    covers: 'Special rate for luxury and sin goods, e.g. pan masala, aerated sugary drinks, large cars',
  },
] as const;

export type GstRate = (typeof GST_SCHEDULE)[number]['rate'];
export const GST_RATES: readonly GstRate[] = GST_SCHEDULE.map((r) => r.rate);
/** The rate a new product starts with. */
export const GST_STANDARD_RATE: GstRate = 18;
