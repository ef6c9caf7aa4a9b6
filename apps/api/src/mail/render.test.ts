import { describe, expect, it } from 'vitest';
import { escapeHtml, renderMail } from './render';

describe('renderMail', () => {
  const mail = renderMail({
    subject: 'Hello <you>',
    preview: 'A "preview"',
    blocks: [
      { kind: 'paragraph', text: 'Dear <b>Jane</b> & co,' },
      { kind: 'heading', text: 'What happens next' },
      { kind: 'list', items: ['one <i>', 'two'] },
      { kind: 'details', rows: [['Name', '<script>alert(1)</script>']] },
      { kind: 'quote', text: 'line one\nline <two>' },
    ],
    signature: ['Warm regards,', 'The <team>'],
  });

  it('says the same in the text part, plainly', () => {
    expect(mail.text).toBe(
      [
        'Dear <b>Jane</b> & co,',
        'WHAT HAPPENS NEXT',
        '- one <i>\n- two',
        'Name: <script>alert(1)</script>',
        '> line one\n> line <two>',
        'Warm regards,\nThe <team>',
      ].join('\n\n') + '\n',
    );
  });

  it('escapes every value in the HTML part', () => {
    expect(mail.html).toContain('<title>Hello &lt;you&gt;</title>');
    expect(mail.html).toContain('A &quot;preview&quot;');
    expect(mail.html).toContain('Dear &lt;b&gt;Jane&lt;/b&gt; &amp; co,');
    expect(mail.html).toContain('<li>one &lt;i&gt;</li>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('line one<br>line &lt;two&gt;');
    expect(mail.html).toContain('The &lt;team&gt;');
    expect(mail.html).not.toMatch(/<(script|b|i|you|team|two)>/);
  });

  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
