import { describe, expect, it } from 'vitest';
import { returnRefundPaise } from './return-amount.ts';

describe('what a returned item refunds', () => {
  const order = { itemsPricePaise: 60_000, couponDiscountPaise: 6_000 };

  it('is the line less its share of the coupon when no charge is refundable (delivery and COD are not)', () => {
    expect(returnRefundPaise({ unitPricePaise: 20_000, quantity: 1 }, { ...order, refundableChargesPaise: 0 })).toBe(
      18_000,
    );
  });

  it('adds the line’s share of the refundable charges, in proportion to its price', () => {
    // A refundable ₹30 charge over ₹600 of goods: a ₹200 line takes ₹10 of it.
    expect(
      returnRefundPaise({ unitPricePaise: 20_000, quantity: 1 }, { ...order, refundableChargesPaise: 3_000 }),
    ).toBe(19_000);
  });
});
