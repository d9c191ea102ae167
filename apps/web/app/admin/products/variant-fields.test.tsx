import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { button, choose, click, field, renderRoute, type } from '../kit/testing/render-route';
import { emptyVariant, type FieldErrors, type VariantDraft } from './product-draft';
import { VariantFields } from './variant-fields';

let latest: VariantDraft | null = null;

function Harness({ errors, onRemove }: { errors: FieldErrors; onRemove?: () => void }) {
  const [variant, setVariant] = useState(emptyVariant);
  latest = variant;
  return <VariantFields index={0} variant={variant} errors={errors} onChange={setVariant} onRemove={onRemove} />;
}

let view: Awaited<ReturnType<typeof renderRoute>> | null = null;
afterEach(() => {
  view?.unmount();
  view = null;
});

describe('VariantFields', () => {
  it('keeps what is typed as text in the draft, and names the variant by what was typed', async () => {
    const onRemove = vi.fn();
    view = await renderRoute(
      '/',
      () => null,
      () => <Harness errors={{}} onRemove={onRemove} />,
    );
    const { container } = view;
    expect(container.querySelector('h3')!.textContent).toBe('Variant 1');
    expect(field(container, 'Opening stock').value).toBe('0');
    await type(field(container, 'Variant name'), 'Ruby');
    await type(field(container, 'Price (₹)'), '499.50');
    await type(field<HTMLTextAreaElement>(container, 'Highlights'), 'Long wear\nNo smudge');
    expect(latest).toMatchObject({ name: 'Ruby', price: '499.50', highlights: 'Long wear\nNo smudge' });
    expect(container.querySelector('h3')!.textContent).toBe('Ruby');
    await click(button(container, 'Remove Ruby'));
    expect(onRemove).toHaveBeenCalledOnce();
  });

  it('shows the option values the name gives until the operator sets them, then keeps them over the name', async () => {
    view = await renderRoute(
      '/',
      () => null,
      () => <Harness errors={{}} />,
    );
    const { container } = view;
    await type(field(container, 'Variant name'), 'Ruby Red');
    expect(field<HTMLSelectElement>(container, 'Shade family').value).toBe('Reds');
    expect(field(container, 'Swatch (hex)').value).toBe('#9b1b30');
    expect(field(container, 'Swatch colour').value).toBe('#9b1b30');
    expect(latest!.optionsSet).toBe(false);

    // Setting one makes them the operator's: the name no longer decides them.
    await choose(field<HTMLSelectElement>(container, 'Shade family'), 'Berries');
    await type(field(container, 'Swatch (hex)'), '#5E2346');
    await choose(field<HTMLSelectElement>(container, 'Size'), 'XL');
    expect(container.textContent).toContain('Place on the scale: 5 of 11');
    await type(field(container, 'Variant name'), 'Velvet 07');
    expect(latest).toMatchObject({ optionsSet: true, shadeFamily: 'Berries', swatch: '#5E2346', size: 'XL' });
    expect(field(container, 'Swatch colour').value).toBe('#5e2346');

    // A family chosen with no colour yet starts from the family's own swatch.
    await type(field(container, 'Swatch (hex)'), '');
    await choose(field<HTMLSelectElement>(container, 'Shade family'), 'Nudes');
    expect(field(container, 'Swatch (hex)').value).toBe('#c98b85');

    await click(button(container, 'Use the name’s values'));
    expect(latest!.optionsSet).toBe(false);
    expect(field<HTMLSelectElement>(container, 'Shade family').value).toBe('');
    expect(field<HTMLSelectElement>(container, 'Size').value).toBe('');
  });

  it('shows each error beside its field, read with it', async () => {
    view = await renderRoute(
      '/',
      () => null,
      () => (
        <Harness
          errors={{
            'variants.0.price': 'Price must be a number.',
            'variants.0.highlights': 'A highlight is at most 120 characters.',
            'variants.0.options.swatch': 'Swatch must be a colour as #rrggbb, like #b3262e',
          }}
        />
      ),
    );
    const { container } = view;
    const doc = container.ownerDocument;
    const price = field(container, 'Price (₹)');
    expect(price.getAttribute('aria-invalid')).toBe('true');
    expect(doc.getElementById(price.getAttribute('aria-describedby')!)!.textContent).toBe('Price must be a number.');
    const highlights = field<HTMLTextAreaElement>(container, 'Highlights');
    expect(highlights.getAttribute('aria-invalid')).toBe('true');
    const described = highlights
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => doc.getElementById(id)!.textContent);
    expect(described).toEqual([
      'One per line, as the product page lists them.',
      'A highlight is at most 120 characters.',
    ]);
    const swatch = field(container, 'Swatch (hex)');
    expect(swatch.getAttribute('aria-invalid')).toBe('true');
    expect(doc.getElementById(swatch.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Swatch must be a colour as #rrggbb, like #b3262e',
    );
    expect(field(container, 'SKU').getAttribute('aria-invalid')).toBeNull();
  });
});
