/** A file the page handed to the browser to save. */
export interface SavedDownload {
  name: string;
  blob: Blob;
}

/**
 * Test support: jsdom cannot save files, so the browser's end of a download (object URL, link
 * click) records what would be saved instead. Undone by jest.restoreAllMocks().
 */
export function recordDownloads(): SavedDownload[] {
  const saved: SavedDownload[] = [];
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:mitti/${blobs.size + 1}`;
    blobs.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = (url: string) => {
    blobs.delete(url);
  };
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.href);
    if (blob) saved.push({ name: this.download, blob });
  });
  return saved;
}

/** Test support: an API answer carrying a file to download. */
export function fileResponse(body: string, type: string, fileName: string): Response {
  return new Response(body, {
    headers: { 'Content-Type': type, 'Content-Disposition': `attachment; filename="${fileName}"` },
  });
}
