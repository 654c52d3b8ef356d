// Hands text to the browser as a download (the log, a receipt).
export function saveFile(name: string, mime: string, content: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: `${mime};charset=utf-8` }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // The browser has taken the file once click() returns; the next tick frees the blob.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
