import { describe, expect, it } from 'vitest';
import { refundDestinationText } from './refunds.ts';

const upi = { method: 'UPI', upiId: 'asha@okaxis', reference: 'UTR123' } as const;
const bank = { method: 'BANK', accountLast4: '4321', ifsc: 'HDFC0001234', reference: 'NEFT9' } as const;

describe('where a refund went, in words', () => {
  it('says it in English by default, as the console and the English order page show it', () => {
    expect(refundDestinationText({ destination: 'WALLET', payout: null })).toBe('Shringar wallet');
    expect(refundDestinationText({ destination: 'SOURCE', payout: null })).toBe('Original payment');
    expect(refundDestinationText({ destination: 'PAYOUT', payout: null })).toBe('Bank or UPI payout');
    expect(refundDestinationText({ destination: 'PAYOUT', payout: upi })).toBe(
      'UPI payout to asha@okaxis (reference UTR123)',
    );
  });

  it('says it in Hindi for a Hindi page, keeping the ids and references as they are', () => {
    expect(refundDestinationText({ destination: 'WALLET', payout: null }, 'hi')).toBe('Shringar वॉलेट');
    expect(refundDestinationText({ destination: 'SOURCE', payout: null }, 'hi')).toBe('जिस तरीके से पे किया था, उसी में');
    expect(refundDestinationText({ destination: 'PAYOUT', payout: upi }, 'hi')).toBe(
      'UPI ID asha@okaxis पर पेआउट (रेफ़रेंस UTR123)',
    );
    const bankText = refundDestinationText({ destination: 'PAYOUT', payout: bank }, 'hi');
    expect(bankText).toContain('4321');
    expect(bankText).toContain('HDFC0001234');
    expect(bankText).not.toMatch(/\b(Bank|transfer|account|ending|reference)\b/);
  });
});
