import { describe, expect, it } from 'vitest';
import { changedSince, versionOf, type VersionRule } from './record-version.ts';

type Settings = Record<string, string | number>;
const rule: VersionRule<Settings> = { subject: 'these settings', fields: (s) => ({ settings: s }) };

describe('changedSince', () => {
  it('names only the field that changed when two fields share a path key', () => {
    // 'settings.gameAdId' and 'settings.whatsappTemplateDelivered' digest to the same three-character key.
    const before = { gameAdId: 'game-ad', whatsappTemplateDelivered: 'order_delivered', deliveryCharge: 40 };
    const read = versionOf(rule, before);
    expect(changedSince(rule, { ...before, deliveryCharge: 50 }, read)).toEqual(['settings.deliveryCharge']);
    expect(changedSince(rule, { ...before, gameAdId: 'other-ad' }, read)).toEqual(['settings.gameAdId']);
  });
});
