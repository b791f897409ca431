/** No such path, no such method, nothing implemented: what a host without the app's server answers. */
const noServerStatuses = new Set([404, 405, 501]);

/**
 * Whether an answer comes from a host that does not run the app's server (the default build on a
 * static host): one of those statuses, or a page instead of the API's JSON or events (a static
 * host's fallback to index.html, or its own error page). An HTML 5xx is a proxy in front of a
 * server that is there but down, which stays a failure.
 */
export function isStaticHostReply(response: Response): boolean {
  if (noServerStatuses.has(response.status)) return true;
  const isPage = response.headers.get('content-type')?.toLowerCase().includes('text/html') ?? false;
  return isPage && response.status < 500;
}
