/**
 * Tracking requests: form-encoded POSTs that survive the page being left (`keepalive`), as a click on
 * a product link or a remove link navigates away at once. Core's HTTP client is not used here: its
 * timeouts and abort handling are for answers a shopper waits for, and importing it would split the
 * shared chunk (over the shared budget) for three fire-and-forget calls.
 */
export async function postFields(url: string, fields: Readonly<Record<string, string | number>>): Promise<Response> {
  const body = new URLSearchParams(Object.entries(fields).map(([name, value]) => [name, String(value)]));
  const response = await fetch(url, { method: 'POST', body, credentials: 'same-origin', keepalive: true });
  if (!response.ok) throw new Error(`HTTP ${response.status} from ${url}`);
  return response;
}

/**
 * Posts and forgets: the answer is read (so the request completes, keepalive or not) and nothing is done with it;
 * a failure is a console warning (tracking never gets in the shopper's way).
 */
export function sendFields(url: string, fields: Readonly<Record<string, string | number>>): void {
  postFields(url, fields)
    .then((response) => response.text())
    .catch((error: unknown) => console.warn('[shop-islands] tracking: a request failed', error));
}
