/** One mail's content, written once and sent as plain text and as HTML. */
export interface MailContent {
  greeting: string;
  paragraphs: string[];
  /** The one thing to do, as a button in HTML and a bare URL in text. */
  action?: { label: string; url: string };
  /** Small print under a rule: why this mail came, how to stop it. */
  footer?: string[];
  /** Links in the small print (unsubscribe), shown as links in HTML and URLs in text. */
  footerLinks?: { label: string; url: string }[];
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function renderText(content: MailContent): string {
  const blocks = [content.greeting, ...content.paragraphs];
  if (content.action) blocks.push(`${content.action.label}:\n${content.action.url}`);
  const small = [...(content.footer ?? []), ...(content.footerLinks ?? []).map((l) => `${l.label}: ${l.url}`)];
  if (small.length > 0) blocks.push(`--\n${small.join('\n')}`);
  return `${blocks.join('\n\n')}\n`;
}

export function renderHtml(content: MailContent, language: string): string {
  const p = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text).replace(/\n/g, '<br>')}</p>`;
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#b5452b;color:#ffffff;` +
      `padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(content.action.label)}</a></p>` +
      p(content.action.url)
    : '';
  const links = (content.footerLinks ?? [])
    .map((l) => `<a href="${escapeHtml(l.url)}" style="color:#666666">${escapeHtml(l.label)}</a>`)
    .join(' · ');
  const small = [...(content.footer ?? []).map(escapeHtml), ...(links ? [links] : [])];
  const footer = small.length
    ? `<hr style="border:0;border-top:1px solid #dddddd;margin:24px 0"><p style="font-size:13px;color:#666666">${small.join('<br>')}</p>`
    : '';
  return (
    `<!doctype html><html lang="${escapeHtml(language)}"><head><meta charset="utf-8"></head>` +
    `<body style="font-family:system-ui,sans-serif;color:#222222;max-width:560px;margin:0 auto;padding:16px;overflow-wrap:anywhere">` +
    p(content.greeting) +
    content.paragraphs.map(p).join('') +
    action +
    footer +
    `</body></html>`
  );
}

export function renderMail(content: MailContent, language: string): { text: string; html: string } {
  return { text: renderText(content), html: renderHtml(content, language) };
}
