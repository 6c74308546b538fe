/** Saves `data` as a JSON file through the browser's download (an object URL on a temporary link). */
export function downloadJson(fileName: string, data: unknown): void {
  const blob = new Blob([JSON.stringify(data)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click's task: the download has taken the blob by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
