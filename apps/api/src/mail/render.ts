/**
 * E-mails are written once, as blocks, and rendered twice: a plain-text part and a simple HTML part that
 * say the same thing. Every value is escaped here, in one place, so a template cannot forget it.
 */

export type MailBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'list'; items: string[] }
  /** Label and value pairs, e.g. the details of an enquiry. */
  | { kind: 'details'; rows: [label: string, value: string][] }
  /** Free text typed by someone (an enquiry's description): line breaks kept, shown as a quotation. */
  | { kind: 'quote'; text: string };

/** The body of a message before rendering. */
export interface MailContent {
  subject: string;
  /** Short line shown by mail clients beside the subject (hidden in the HTML body). */
  preview?: string;
  blocks: MailBlock[];
  /** The sign-off: lines such as the team's name and the office's address. */
  signature: string[];
}

/** What the mailer sends: the subject and both parts. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);
}

const escapeLines = (value: string) => escapeHtml(value).replace(/\r?\n/g, '<br>');

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'heading':
      return block.text.toUpperCase();
    case 'list':
      return block.items.map((item) => `- ${item}`).join('\n');
    case 'details':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
    case 'quote':
      return block.text
        .split(/\r?\n/)
        .map((line) => `> ${line}`)
        .join('\n');
  }
}

const P_STYLE = 'margin:0 0 16px;line-height:1.5';

function blockHtml(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="${P_STYLE}">${escapeLines(block.text)}</p>`;
    case 'heading':
      return `<h2 style="margin:24px 0 8px;font-size:18px">${escapeHtml(block.text)}</h2>`;
    case 'list':
      return `<ul style="margin:0 0 16px;padding-left:24px;line-height:1.5">${block.items
        .map((item) => `<li>${escapeHtml(item)}</li>`)
        .join('')}</ul>`;
    case 'details':
      return `<table role="presentation" style="margin:0 0 16px;border-collapse:collapse">${block.rows
        .map(
          ([label, value]) =>
            `<tr><th scope="row" style="text-align:left;padding:4px 16px 4px 0;vertical-align:top">${escapeHtml(label)}</th>` +
            `<td style="padding:4px 0">${escapeLines(value)}</td></tr>`,
        )
        .join('')}</table>`;
    case 'quote':
      return `<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:4px solid #c7d2de;line-height:1.5">${escapeLines(block.text)}</blockquote>`;
  }
}

export function renderMail(content: MailContent): RenderedMail {
  const text = [...content.blocks.map(blockText), content.signature.join('\n')].join('\n\n');
  const preview = content.preview ? `<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(content.preview)}</div>` : '';
  const html = [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(content.subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#ffffff;color:#1b2733;font-family:Arial,Helvetica,sans-serif;font-size:16px">',
    preview,
    '<div style="max-width:600px">',
    ...content.blocks.map(blockHtml),
    `<p style="${P_STYLE};margin-top:24px">${content.signature.map(escapeHtml).join('<br>')}</p>`,
    '</div></body></html>',
  ].join('\n');
  return { subject: content.subject, text: `${text}\n`, html };
}
