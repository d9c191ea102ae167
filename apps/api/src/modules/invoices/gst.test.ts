import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { indianNumberInWords, rupeesInWords } from './amount-in-words.ts';
import { computeInvoice, spread } from './gst.ts';
import { gstStateCode, isSameState } from './gst-states.ts';
import { chargeRows } from '../../../test/order-charges.ts';

/** The order's charges as placement lists them, taxed at the highest rate of the goods (one composite supply). */
const charges = (goods: { gstRateBp: number }[], delivery: number, cod: number) =>
  chargeRows('', { delivery, cod }, Math.max(...goods.map((g) => g.gstRateBp)));

describe('GST maths', () => {
  const goods = [
    { description: 'Matte Lipstick - Ruby', hsnCode: '3304', quantity: 2, unitPricePaise: 34900, gstRateBp: 1800 },
    { description: 'Jhumka Earrings', hsnCode: '7117', quantity: 1, unitPricePaise: 59900, gstRateBp: 300 },
  ];

  it('carves CGST and SGST out of GST-inclusive prices within the state', () => {
    const { lines, totals } = computeInvoice({
      goods,
      charges: charges(goods, 0, 0),
      couponDiscountPaise: 0,
      intraState: true,
    });
    // 698.00 at 18%: taxable 591.53, tax 106.47 split 53.23 + 53.24.
    expect(lines[0]).toMatchObject({
      taxablePaise: 59153,
      cgstPaise: 5323,
      sgstPaise: 5324,
      igstPaise: 0,
      totalPaise: 69800,
    });
    // 599.00 at 3%: taxable 581.55, tax 17.45.
    expect(lines[1]).toMatchObject({ taxablePaise: 58155, cgstPaise: 872, sgstPaise: 873, totalPaise: 59900 });
    expect(totals.totalPaise).toBe(129700);
  });

  it('charges IGST between states, and taxes delivery and COD at the main goods’ rate', () => {
    const { lines, totals } = computeInvoice({
      goods,
      charges: charges(goods, 4900, 900),
      couponDiscountPaise: 10000,
      intraState: false,
    });
    expect(lines.map((l) => l.hsnCode)).toEqual(['3304', '7117', '996812', '996812']);
    expect(lines[2]).toMatchObject({ description: 'Delivery charges', gstRateBp: 1800, discountPaise: 0 });
    expect(lines.every((l) => l.cgstPaise === 0 && l.sgstPaise === 0)).toBe(true);
    // The coupon lowers the goods in proportion to their price: 100 over 698 and 599.
    expect(lines[0]!.discountPaise + lines[1]!.discountPaise).toBe(10000);
    expect(lines[0]!.discountPaise).toBe(5382);
    expect(totals.totalPaise).toBe(129700 + 4900 + 900 - 10000);
    expect(totals.taxablePaise + totals.igstPaise).toBe(totals.totalPaise);
  });

  it('adds up to the order total for any order', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            quantity: fc.integer({ min: 1, max: 10 }),
            unitPricePaise: fc.integer({ min: 1, max: 5_000_000 }),
            gstRateBp: fc.constantFrom(0, 300, 500, 1200, 1800, 2800),
          }),
          { minLength: 1, maxLength: 8 },
        ),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 2_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.boolean(),
        (lines, delivery, cod, coupon, intraState) => {
          const g = lines.map((l) => ({ ...l, description: 'x', hsnCode: '3304' }));
          const { lines: out, totals } = computeInvoice({
            goods: g,
            charges: charges(g, delivery, cod),
            couponDiscountPaise: coupon,
            intraState,
          });
          const gross = g.reduce((s, l) => s + l.unitPricePaise * l.quantity, 0) + delivery + cod;
          expect(totals.totalPaise).toBe(Math.max(0, gross - coupon));
          expect(totals.taxablePaise + totals.cgstPaise + totals.sgstPaise + totals.igstPaise).toBe(totals.totalPaise);
          for (const l of out) {
            expect(l.discountPaise).toBeGreaterThanOrEqual(0);
            expect(l.discountPaise).toBeLessThanOrEqual(l.grossPaise);
            expect(l.taxablePaise).toBeGreaterThanOrEqual(0);
            if (intraState) expect(Math.abs(l.cgstPaise - l.sgstPaise)).toBeLessThanOrEqual(1);
          }
        },
      ),
    );
  });

  it('spreads whole paise in proportion', () => {
    expect(spread(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(spread(0, [5, 5])).toEqual([0, 0]);
    expect(spread(10, [0, 10])).toEqual([0, 10]);
  });
});

describe('invoice words and places', () => {
  it('writes amounts in Indian numbering', () => {
    expect(indianNumberInWords(0)).toBe('Zero');
    expect(indianNumberInWords(115)).toBe('One Hundred Fifteen');
    expect(indianNumberInWords(12_34_567)).toBe('Twelve Lakh Thirty Four Thousand Five Hundred Sixty Seven');
    expect(indianNumberInWords(1_00_00_000)).toBe('One Crore');
    expect(rupeesInWords(44750)).toBe('Rupees Four Hundred Forty Seven and Fifty Paise Only');
    expect(rupeesInWords(100)).toBe('Rupees One Only');
  });

  it('knows GST state codes and compares states loosely', () => {
    expect(gstStateCode('Maharashtra')).toBe('27');
    expect(gstStateCode(' tamil  nadu ')).toBe('33');
    expect(gstStateCode('Orissa')).toBe('21');
    expect(isSameState('MAHARASHTRA', 'Maharashtra')).toBe(true);
    expect(isSameState('Karnataka', 'Maharashtra')).toBe(false);
  });
});
