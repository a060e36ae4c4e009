/**
 * Hands the browser a JSON document as a file to save: a link to an in-memory copy, clicked, then
 * let go. The data never goes through a URL the server could log.
 */
export function downloadJson(data: unknown, fileName: string): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the file after the click returns: let go a moment later.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
