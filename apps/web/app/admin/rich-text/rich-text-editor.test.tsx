import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { normaliseHref } from './rich-text-link-form';
import { RichTextEditor } from './rich-text-editor';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('normaliseHref', () => {
  it('keeps the schemes the server keeps and makes a bare domain https', () => {
    expect(normaliseHref(' https://example.com/a ')).toBe('https://example.com/a');
    expect(normaliseHref('mailto:care@shringar.in')).toBe('mailto:care@shringar.in');
    expect(normaliseHref('/policy/returns')).toBe('/policy/returns');
    expect(normaliseHref('shringar.in/faq')).toBe('https://shringar.in/faq');
    expect(normaliseHref('javascript:alert(1)')).toBeNull();
    expect(normaliseHref('')).toBeNull();
  });
});

describe('RichTextEditor', () => {
  let container: HTMLDivElement;
  let root: Root;
  let latest = '';

  function Harness({ initial }: { initial: string }) {
    const [html, setHtml] = useState(initial);
    latest = html;
    return (
      <>
        <p id="help">Shown on the store</p>
        <RichTextEditor id="body" label="Policy text" value={html} onChange={setHtml} describedBy="help" />
        <button type="button" onClick={() => setHtml('<p>Reset</p>')}>
          Reset
        </button>
      </>
    );
  }

  beforeEach(async () => {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    await act(async () => root.render(<Harness initial="<p>Hello <strong>world</strong></p>" />));
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
  });

  const text = () => container.querySelector<HTMLElement>('#body')!;
  const tool = (name: string) => container.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`)!;

  it('is a named, described multi-line text box showing the value', () => {
    expect(text().getAttribute('role')).toBe('textbox');
    expect(text().getAttribute('contenteditable')).toBe('true');
    const labelId = text().getAttribute('aria-labelledby')!;
    expect(container.querySelector(`#${labelId}`)!.textContent).toBe('Policy text');
    expect(text().getAttribute('aria-describedby')).toBe('help');
    expect(text().innerHTML).toContain('<strong>world</strong>');
  });

  it('has a toolbar of named buttons with one tab stop', () => {
    const bar = container.querySelector('[role="toolbar"]')!;
    expect(bar.getAttribute('aria-label')).toBe('Policy text formatting');
    const names = [...bar.querySelectorAll('button')].map((b) => b.getAttribute('aria-label'));
    expect(names).toEqual([
      'Bold',
      'Italic',
      'Heading',
      'Subheading',
      'Bulleted list',
      'Numbered list',
      'Link',
      'Undo',
      'Redo',
    ]);
    expect([...bar.querySelectorAll('button')].filter((b) => b.tabIndex === 0)).toHaveLength(1);
  });

  it('formats the selection and reports HTML', async () => {
    await act(async () => tool('Heading').click());
    expect(latest).toMatch(/^<h2>Hello <strong>world<\/strong><\/h2>$/);
    expect(tool('Heading').getAttribute('aria-pressed')).toBe('true');
    await act(async () => tool('Bulleted list').click());
    expect(latest).toContain('<ul>');
  });

  it('gives the keyboard back to the text as soon as a tool runs, not a frame later', () => {
    tool('Heading').focus();
    expect(document.activeElement).toBe(tool('Heading'));
    // No act(), no await: the next key a typist presses must already reach the text.
    act(() => tool('Heading').click());
    expect(document.activeElement).toBe(text());
  });

  it('keeps typing when the value handed back lags behind the editor', async () => {
    // A parent that re-renders late (a busy page) hands back an older value of ours after further edits.
    const handedOut: string[] = [];
    const editorWith = (value: string) => (
      <RichTextEditor id="body" label="Policy text" value={value} onChange={(html) => handedOut.push(html)} />
    );
    await act(async () => root.render(editorWith('<p>One</p>')));
    await act(async () => tool('Heading').click());
    await act(async () => tool('Bulleted list').click());
    expect(handedOut).toHaveLength(2);
    const newest = text().innerHTML;
    expect(newest).toContain('<ul>');
    await act(async () => root.render(editorWith(handedOut[0]!)));
    expect(text().innerHTML).toBe(newest);
    // A value it never handed out is still taken.
    await act(async () => root.render(editorWith('<p>Saved</p>')));
    expect(text().innerHTML).toBe('<p>Saved</p>');
  });

  it('takes a value set from outside', async () => {
    await act(async () => container.querySelector<HTMLButtonElement>('button:not([aria-label])')!.click());
    expect(text().innerHTML).toBe('<p>Reset</p>');
    expect(latest).toBe('<p>Reset</p>');
  });
});
