import { describe, expect, it } from 'vitest';
import { fieldWords, plainValidationMessage } from './plain-validation-message.ts';

describe('validation messages in plain words', () => {
  it('names the field in words and says Zod’s bounds plainly', () => {
    expect(fieldWords('deliveryCharge')).toBe('Delivery charge');
    expect(fieldWords('variants.0.basePrice')).toBe('Base price');
    expect(plainValidationMessage('deliveryCharge', 'Too small: expected number to be >=0')).toBe(
      'Delivery charge must be at least 0',
    );
    expect(plainValidationMessage('csv', 'Too big: expected string to have <=5242880 characters')).toBe(
      'Csv must be at most 5242880 characters',
    );
    expect(plainValidationMessage('codCharge', 'Invalid input: expected number, received string')).toBe(
      'Cod charge must be a number',
    );
    expect(plainValidationMessage('deliveryCharge', 'must be at least ₹0')).toBe('Delivery charge must be at least ₹0');
  });

  it('keeps a schema’s own message that names its field, and never shows a key', () => {
    expect(plainValidationMessage('pincode', 'Pincode must be 6 digits')).toBe('Pincode must be 6 digits');
    expect(plainValidationMessage('walletTopupMinimum', 'is invalid')).toBe('Wallet topup minimum: is invalid');
    for (const m of [plainValidationMessage('deliveryCharge', 'Too small: expected number to be >=0')])
      expect(m).not.toMatch(/deliveryCharge|Too small|expected/);
  });
});
