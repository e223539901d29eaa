import type { APIRequestContext, APIResponse } from "@playwright/test";

/**
 * GET a URL on a language host (http://ru.localhost:PORT/...) without a browser. Chromium
 * resolves *.localhost to loopback, Node's resolver may not: the request goes to localhost
 * with the language host in its Host header, which is all the server reads.
 */
export function getOnHost(request: APIRequestContext, url: string, headers: Record<string, string> = {}): Promise<APIResponse> {
  const target = new URL(url);
  const host = target.host;
  target.hostname = "localhost";
  return request.get(target.toString(), { headers: { ...headers, host }, maxRedirects: 0 });
}
