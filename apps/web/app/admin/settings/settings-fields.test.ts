import { describe, expect, it } from 'vitest';
import { readSetting, SETTING_GROUPS, type SettingField } from './settings-fields';

const fieldOf = (key: string) => SETTING_GROUPS.flatMap((g) => g.fields).find((f) => f.key === key) as SettingField;
const formWith = (entries: Record<string, string>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(entries)) form.set(k, v);
  return form;
};

describe('settings fields', () => {
  it('names every setting once', () => {
    const keys = SETTING_GROUPS.flatMap((g) => g.fields.map((f) => f.key));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('reads each kind of field as its setting is typed', () => {
    const form = formWith({
      isAppActive: 'on',
      deliveryCharge: '49',
      returnWindowDays: ' 7 ',
      otpLength: '6',
      razorpayMode: 'TEST',
      walletTopupPresets: '500, 1000,, 2000 ',
      appInactiveMessage: 'Back soon',
    });
    expect(readSetting(fieldOf('isAppActive'), form)).toBe(true);
    expect(readSetting(fieldOf('isCodAvailable'), form)).toBe(false);
    expect(readSetting(fieldOf('deliveryCharge'), form)).toBe(49);
    expect(readSetting(fieldOf('returnWindowDays'), form)).toBe(7);
    expect(readSetting(fieldOf('otpLength'), form)).toBe(6);
    expect(readSetting(fieldOf('razorpayMode'), form)).toBe('TEST');
    expect(readSetting(fieldOf('walletTopupPresets'), form)).toEqual([500, 1000, 2000]);
    expect(readSetting(fieldOf('appInactiveMessage'), form)).toBe('Back soon');
  });

  it('reads the COD pincodes as text and an empty COD ceiling as no ceiling', () => {
    const form = formWith({ codBlockedPincodes: '110001, 400001\n560001,', codCeiling: ' ' });
    expect(readSetting(fieldOf('codBlockedPincodes'), form)).toEqual(['110001', '400001', '560001']);
    expect(readSetting(fieldOf('codCeiling'), form)).toBe(0);
    expect(readSetting(fieldOf('codCeiling'), formWith({ codCeiling: '2500' }))).toBe(2500);
  });

  it('leaves an empty number for the server to name, rather than sending 0', () => {
    expect(readSetting(fieldOf('minimumOrderAmount'), formWith({ minimumOrderAmount: '' }))).toBeNaN();
    expect(readSetting(fieldOf('videoSkipTime'), formWith({}))).toBeNaN();
  });
});
