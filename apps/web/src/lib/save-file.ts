/**
 * Saves a downloaded blob under `fileName` through an object URL and a temporary link (the browser's own
 * download). Used for files fetched through the HTTP client, which carries the bearer token a plain link
 * would not: statements, SSA documents.
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.hidden = true;
    document.body.appendChild(link);
    link.click();
    link.remove();
  } finally {
    // Revoked on the next turn: some browsers read the URL only after click() returns.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
