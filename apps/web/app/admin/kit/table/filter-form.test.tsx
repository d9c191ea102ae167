import { afterEach, describe, expect, it } from 'vitest';
import { button, click, field, renderRoute } from '../testing/render-route';
import { ChoiceFilter } from './choice-filter';
import { FilterForm, TextFilter } from './filter-form';

function filters(error?: string) {
  return (
    <FilterForm label="Find orders" clearTo="/" layout="four" error={error}>
      <TextFilter name="q" label="Order id or phone" />
      <ChoiceFilter
        name="status"
        label="Status"
        options={[
          ['PLACED', 'Placed'],
          ['SHIPPED', 'Shipped'],
        ]}
      />
    </FilterForm>
  );
}

let view: Awaited<ReturnType<typeof renderRoute>> | null = null;
afterEach(() => {
  view?.unmount();
  view = null;
});

describe('FilterForm', () => {
  it('is a named search landmark showing the filters the URL holds', async () => {
    view = await renderRoute(
      '/?q=SH-1&status=SHIPPED&sort=placedAt',
      () => null,
      () => filters(),
    );
    const { container } = view;
    const form = container.querySelector('form')!;
    expect(form.getAttribute('role')).toBe('search');
    expect(form.getAttribute('aria-label')).toBe('Find orders');
    expect(field(container, 'Order id or phone').value).toBe('SH-1');
    const status = field<HTMLSelectElement>(container, 'Status');
    expect(status.value).toBe('SHIPPED');
    expect(status.options[0]!.text).toBe('Any');
    expect(container.querySelector<HTMLInputElement>('input[type="hidden"][name="sort"]')!.value).toBe('placedAt');
  });

  it('puts the filters in the URL, keeping the sort, and Clear goes back to the bare list', async () => {
    view = await renderRoute(
      '/?sort=placedAt',
      () => null,
      () => filters(),
    );
    const { container } = view;
    field(container, 'Order id or phone').value = '9820012345';
    field<HTMLSelectElement>(container, 'Status').value = 'PLACED';
    await click(button(container, 'Search'));
    const search = new URLSearchParams(view.search());
    expect(search.get('q')).toBe('9820012345');
    expect(search.get('status')).toBe('PLACED');
    expect(search.get('sort')).toBe('placedAt');
    expect(button(container, 'Clear').getAttribute('href')).toBe('/');
  });

  it('shows the server’s refusal of a filter as an alert', async () => {
    view = await renderRoute(
      '/',
      () => null,
      () => filters('Placed from must be a date.'),
    );
    expect(view.container.querySelector('[role="alert"]')!.textContent).toBe('Placed from must be a date.');
  });
});
