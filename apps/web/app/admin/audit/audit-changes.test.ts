import { describe, expect, it } from 'vitest';
import { auditChanges, shown } from './audit-changes';

describe('auditChanges: what an audit entry changed', () => {
  it('an update lists only the keys whose value moved, old → new', () => {
    const before = { id: 4, name: 'Kundan Jhumka', priceRupees: 999, isActive: true, version: 'v1' };
    const after = { id: 4, name: 'Kundan Jhumka', priceRupees: 899, isActive: false, version: 'v2' };
    expect(auditChanges(before, after)).toEqual([
      { key: 'priceRupees', from: '999', to: '899' },
      { key: 'isActive', from: 'true', to: 'false' },
    ]);
  });

  it('walks nested records and names a list element by its SKU, not its place', () => {
    const product = (price: number, stock: number) => ({
      name: 'Jhumka',
      seo: { title: 'Jhumka', keywords: ['gold', 'kundan'] },
      variants: [
        { id: 1, sku: 'KJ-01', priceRupees: 999, stock: 8 },
        { id: 2, sku: 'KJ-02', priceRupees: price, stock },
      ],
    });
    expect(auditChanges(product(1299, 5), product(1199, 5))).toEqual([
      { key: 'variants[KJ-02].priceRupees', from: '1299', to: '1199' },
    ]);
    expect(
      auditChanges(
        { seo: { title: 'Jhumka', keywords: ['gold'] } },
        { seo: { title: 'Jhumka', keywords: ['gold', 'kundan'] } },
      ),
    ).toEqual([{ key: 'seo.keywords', from: 'gold', to: 'gold, kundan' }]);
  });

  it('a key added or removed shows — on its empty side', () => {
    expect(auditChanges({ note: null }, { note: 'Called twice' })).toEqual([
      { key: 'note', from: '—', to: 'Called twice' },
    ]);
    expect(auditChanges({ a: 1, gone: 'x' }, { a: 1 })).toEqual([{ key: 'gone', from: 'x', to: '—' }]);
  });

  it('an unchanged save, and bookkeeping alone (version, updatedAt), change nothing', () => {
    expect(auditChanges({ a: 1, version: 'x', updatedAt: '1' }, { a: 1, version: 'y', updatedAt: '2' })).toEqual([]);
  });

  it('an addition lists the new record’s values, a deletion the old one’s, leaving out empty ones', () => {
    expect(auditChanges(null, { email: 'ravi@shringar.test', role: 'fulfilment', phone: null })).toEqual([
      { key: 'email', to: 'ravi@shringar.test' },
      { key: 'role', to: 'fulfilment' },
    ]);
    expect(auditChanges({ question: 'Do you ship abroad?' }, null)).toEqual([
      { key: 'question', from: 'Do you ship abroad?' },
    ]);
    expect(auditChanges(undefined, undefined)).toEqual([]);
  });

  it('a list of plain values (the bestsellers strip) is one value', () => {
    expect(auditChanges([3, 1, 2], [1, 2])).toEqual([{ key: '', from: '3, 1, 2', to: '1, 2' }]);
  });

  it('cuts long text so a description cannot widen the log', () => {
    const long = '<p>' + 'Handcrafted kundan work. '.repeat(20) + '</p>';
    const [change] = auditChanges({ descriptionHtml: long }, { descriptionHtml: long + ' ' });
    expect(change!.to!.length).toBeLessThanOrEqual(80);
    expect(change!.to!.endsWith('…')).toBe(true);
    expect(shown('')).toBe('—');
  });
});
