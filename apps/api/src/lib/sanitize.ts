import sanitizeHtml from 'sanitize-html';

/**
 * HTML from the catalogue and policies goes out through this filter: formatting and links survive, scripts,
 * event handlers, styles and javascript: URLs do not. Operators paste descriptions from anywhere.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'h1', 'h2', 'img'],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

export const sanitizeRichText = (html: string): string => sanitizeHtml(html, options);

/**
 * Spec 2: a product description's escaped less-than, greater-than and ampersand characters are turned back
 * before display. Decoding happens here, before the filter, so what was escaped markup is sanitised like any
 * other and the storefront can render the answer as it is (in the server-rendered page, with no sanitiser in
 * the browser).
 */
export const sanitizeEscapedRichText = (html: string): string =>
  sanitizeRichText(html.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&'));
