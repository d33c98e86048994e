/** Text made safe inside HTML or XML, in an element or a quoted attribute (e-mails, pages, the sitemap). */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);
