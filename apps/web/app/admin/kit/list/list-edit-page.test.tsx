import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminError } from '../api/admin-request';
import { TextField } from '../text-field';
import { fieldError } from '../form-errors';
import { button, click, field, renderRoute } from '../testing/render-route';
import { ListEditPage } from './list-edit-page';

type Tag = { id: number; version: string; name: string; isActive: boolean };
type TagBody = { name: string; isActive?: boolean };

let stored: Tag[] = [];
const create = vi.fn(async (_body: TagBody) => ({}));
const update = vi.fn(async (_record: Tag, _body: TagBody) => ({}));
const remove = vi.fn(async (_record: Tag) => ({}));

function page(tags: Tag[]) {
  return (
    <ListEditPage
      heading="Tags"
      records={tags}
      caption="Tags in order"
      columns={[{ label: 'Tag', cell: (t) => t.name }]}
      nameOf={(t) => t.name}
      formTitle={(editing) => (editing ? `Edit ${editing.name}` : 'Add a tag')}
      fields={['name']}
      bodyOf={({ name, isActive }) => ({ name, isActive })}
      save={{
        readBody: (form) => ({ name: String(form.get('name')), isActive: true }),
        create,
        update,
      }}
      remove={remove}
    >
      {(editing, error) => (
        <TextField label="Name" name="name" defaultValue={editing?.name} error={fieldError(error, 'name')} />
      )}
    </ListEditPage>
  );
}

const open = (url: string) => renderRoute(url, () => stored.map((t) => ({ ...t })), page);
let view: Awaited<ReturnType<typeof open>> | null = null;

afterEach(() => {
  view?.unmount();
  view = null;
  vi.clearAllMocks();
  stored = [{ id: 1, version: 'v1', name: 'Lips', isActive: true }];
});
stored = [{ id: 1, version: 'v1', name: 'Lips', isActive: true }];

describe('ListEditPage', () => {
  it('lists the records with their status and named row actions', async () => {
    view = await open('/');
    const { container } = view;
    expect(container.querySelector('h1')!.textContent).toBe('Tags');
    expect(container.querySelector('caption')!.textContent).toBe('Tags in order');
    expect([...container.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual([
      'Tag',
      'Status',
      'Changes',
    ]);
    const row = container.querySelector('tbody tr')!;
    expect(row.querySelector('th[scope="row"]')!.textContent).toBe('Lips');
    expect(row.textContent).toContain('Active');
    // On a phone each cell is labelled by its column's name (the row becomes a card).
    expect([...row.querySelectorAll('td')].map((td) => td.dataset.label)).toEqual(['Status', 'Changes']);
    expect(button(container, 'Edit Lips').getAttribute('href')).toBe('/?edit=1');
    button(container, 'Deactivate Lips');
  });

  it('adds a record from the form, then empties the form for the next one', async () => {
    view = await open('/');
    const { container } = view;
    expect(container.querySelector('h2')!.textContent).toBe('Add a tag');
    field(container, 'Name').value = 'Eyes';
    await click(button(container, 'Add'));
    expect(create).toHaveBeenCalledWith({ name: 'Eyes', isActive: true });
    expect(field(container, 'Name').value).toBe('');
  });

  it('saves an edit against the version it read, then leaves edit mode', async () => {
    view = await open('/?edit=1');
    const { container } = view;
    expect(container.querySelector('h2')!.textContent).toBe('Edit Lips');
    expect(field(container, 'Name').value).toBe('Lips');
    field(container, 'Name').value = 'Lipsticks';
    await click(button(container, 'Save changes'));
    expect(update).toHaveBeenCalledWith(expect.objectContaining({ id: 1, version: 'v1' }), {
      name: 'Lipsticks',
      isActive: true,
    });
    expect(view.search()).toBe('');
    expect(container.querySelector('h2')!.textContent).toBe('Add a tag');
  });

  it('keeps the typed edit after a stale save, and Reload shows the stored version', async () => {
    update.mockRejectedValueOnce(new AdminError('Someone changed the name.', 409, 'STALE_WRITE'));
    view = await open('/?edit=1');
    const { container } = view;
    field(container, 'Name').value = 'Mine';
    await click(button(container, 'Save changes'));
    const notice = container.querySelector('[role="alert"]')!;
    expect(notice.textContent).toContain('Someone changed the name. Your edits stay in the form until you reload.');
    expect(field(container, 'Name').value).toBe('Mine');
    expect(view.search()).toBe('?edit=1');

    stored = [{ id: 1, version: 'v2', name: 'Theirs', isActive: true }];
    await click(button(container, 'Reload'));
    expect(field(container, 'Name').value).toBe('Theirs');
    expect(container.querySelector('[role="alert"]')).toBeNull();
  });

  it('shows a refusal beside the field the server named, not again above the button', async () => {
    create.mockRejectedValueOnce(
      new AdminError('Name is required.', 400, 'VALIDATION_ERROR', [{ field: 'name', message: 'Name is required.' }]),
    );
    view = await open('/');
    const { container } = view;
    await click(button(container, 'Add'));
    const name = field(container, 'Name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(container.ownerDocument.getElementById(name.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Name is required.',
    );
    expect(container.querySelector('[role="alert"]')).toBeNull();
  });

  it('deactivates a row by saving it as read with only isActive turned, against its version', async () => {
    view = await open('/');
    await click(button(view.container, 'Deactivate Lips'));
    expect(update).toHaveBeenCalledWith(expect.objectContaining({ id: 1, version: 'v1' }), {
      name: 'Lips',
      isActive: false,
    });
  });

  it('deletes only after the explicit confirmation', async () => {
    view = await open('/');
    const { container } = view;
    await click(button(container, 'Delete Lips'));
    expect(remove).not.toHaveBeenCalled();
    await click(button(container, 'Confirm delete Lips'));
    expect(remove).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
  });

  it('asks before Cancel or another row drops a typed edit; Stay keeps it, Leave drops it', async () => {
    stored = [...stored, { id: 2, version: 'v1', name: 'Eyes', isActive: true }];
    view = await open('/?edit=1');
    const { container } = view;
    const name = field(container, 'Name');
    await act(async () => name.focus());
    name.value = 'Lipsticks';
    const asking = () => container.ownerDocument.body.textContent!.includes('Your changes on this page are not saved');

    await click(button(container, 'Cancel'));
    expect(asking()).toBe(true);
    await click(button(container.ownerDocument.body, 'Stay and keep editing'));
    expect(view.search()).toBe('?edit=1');
    expect(field(container, 'Name').value).toBe('Lipsticks');

    await click(button(container, 'Edit Eyes'));
    expect(asking()).toBe(true);
    await click(button(container.ownerDocument.body, 'Leave and lose changes'));
    expect(view.search()).toBe('?edit=2');
    expect(field(container, 'Name').value).toBe('Eyes');
  });

  it('lets an edit go without asking when nothing was changed, or once it is saved', async () => {
    view = await open('/?edit=1');
    const { container } = view;
    const name = field(container, 'Name');
    await act(async () => name.focus());
    name.value = 'Lips';
    await click(button(container, 'Cancel'));
    expect(view.search()).toBe('');

    await act(async () => view!.router.navigate('/?edit=1'));
    const again = field(container, 'Name');
    await act(async () => again.focus());
    again.value = 'Lipsticks';
    await click(button(container, 'Save changes'));
    expect(update).toHaveBeenCalled();
    expect(view.search()).toBe('');
    expect(container.ownerDocument.body.textContent).not.toContain('Leave without saving?');
  });
});
