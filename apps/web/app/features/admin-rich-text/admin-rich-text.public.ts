/** What the console's rich-text feature offers the console pages. */
export { RichTextEditor } from './rich-text-editor';
