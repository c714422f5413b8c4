/** What the server answered an upload: its status and its JSON body (`{}` when the body was not JSON). */
export interface SentFileAnswer {
  status: number;
  body: Record<string, unknown>;
}

/**
 * Sends a file as a request's body with the clerk's token, reporting the share sent (XMLHttpRequest: fetch reports
 * no upload progress): the photos' and the price lists' uploads. `answer` is null when no answer came (the
 * connection failed, or `request.abort()` stopped it).
 */
export function sendFile(
  url: string,
  file: Blob,
  token: string | null,
  onProgress: (share: number) => void,
): { request: XMLHttpRequest; answer: Promise<SentFileAnswer | null> } {
  const request = new XMLHttpRequest();
  request.open('POST', url);
  if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
  request.upload.onprogress = (event) => {
    if (event.lengthComputable) onProgress(event.loaded / event.total);
  };
  const answer = new Promise<SentFileAnswer | null>((resolve) => {
    request.onload = () => {
      let body: Record<string, unknown> = {};
      try {
        const parsed: unknown = JSON.parse(request.responseText);
        if (typeof parsed === 'object' && parsed !== null) body = parsed as Record<string, unknown>;
      } catch {
        // An answer that is not the API's own: its status says enough.
      }
      resolve({ status: request.status, body });
    };
    request.onerror = () => resolve(null);
    request.onabort = () => resolve(null);
  });
  request.send(file);
  return { request, answer };
}
