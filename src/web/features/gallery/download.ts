/**
 * Saves a file through a blob URL and an `<a download>`: the browser keeps the page and names the
 * file. Rejects when the fetch fails (e.g. a revoked link) so the caller can say so.
 */
export async function downloadFile(url: string, fileName: string): Promise<void> {
  const res = await fetch(url, { credentials: 'same-origin' });
  if (!res.ok) throw new Error(`download failed: ${res.status}`);
  const blob = await res.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the save in some browsers.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/** Shares the page's link with the system sheet, else copies it; 'shared' | 'copied' | 'cancelled'. */
export async function shareLink(url: string, title: string): Promise<'shared' | 'copied' | 'cancelled'> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // Not allowed here (e.g. an iframe): copy instead.
    }
  }
  await navigator.clipboard.writeText(url);
  return 'copied';
}
