import { describe, expect, it } from 'vitest';
import { sanitizeEscapedRichText, sanitizeRichText } from './sanitize.ts';

describe('rich text from the database', () => {
  it('keeps formatting and drops scripts, handlers and javascript: links', () => {
    const clean = sanitizeRichText(
      '<p>Rich <b>colour</b></p><script>alert(1)</script><a href="javascript:alert(2)" onclick="x()">go</a>',
    );
    expect(clean).toBe('<p>Rich <b>colour</b></p><a rel="noopener noreferrer">go</a>');
  });

  it('turns escaped markup back before sanitising it, so escaped scripts never reach the page', () => {
    const clean = sanitizeEscapedRichText(
      '&lt;h3&gt;Shade&lt;/h3&gt;&lt;img src=x onerror=alert(1)&gt;&lt;script&gt;alert(2)&lt;/script&gt;Tom &amp;amp; Jerry',
    );
    expect(clean).toBe('<h3>Shade</h3><img src="x" />Tom &amp; Jerry');
  });

  it('leaves a < or > typed as text in the console’s editor as text on the store', () => {
    // The editor saves real HTML; its escaped characters are what the operator typed.
    const typed = '<p>Fits wrists &lt;b&gt;under 6 cm&lt;/b&gt; &amp; 3 &lt; 5</p>';
    expect(sanitizeEscapedRichText(typed)).toBe(typed);
  });
});
