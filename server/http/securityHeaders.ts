import type { Context, MiddlewareHandler } from 'hono';

/**
 * The Content Security Policy on every response. Scripts come from this origin only, and never
 * through eval: every validator is compiled at build time (tests/e2e/no-eval.e2e.ts). The only
 * inline scripts allowed are the built pages' own, each by its hash (`inlineScripts`, from
 * inlineScriptHashes). Chakra writes its styles into <style> tags at run time, hence
 * 'unsafe-inline' for styles. The browser talks to this server and, for the email copy, EmailJS.
 */
export const contentSecurityPolicy = (inlineScripts: readonly string[] = []) =>
  [
    "default-src 'self'",
    ["script-src 'self'", ...inlineScripts].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self' https://api.emailjs.com",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

const securityHeaders = (inlineScripts: readonly string[]): Readonly<Record<string, string>> => ({
  'Content-Security-Policy': contentSecurityPolicy(inlineScripts),
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
});

/** A year: browsers keep to HTTPS for that long after an answer that came over it. */
const strictTransportSecurity = 'max-age=31536000';

/**
 * Sets the security headers on every response, the app's own and the static files alike, and
 * Strict-Transport-Security on those to a request that came over HTTPS (`overHttps`: its own URL,
 * or a proxy TRUST_PROXY names saying so), never over plain HTTP, where browsers ignore it.
 */
export function withSecurityHeaders(
  inlineScripts: readonly string[] = [],
  overHttps: (c: Context) => boolean = () => false,
): MiddlewareHandler {
  const headers = Object.entries(securityHeaders(inlineScripts));
  return async (c, next) => {
    await next();
    for (const [name, value] of headers) c.res.headers.set(name, value);
    if (overHttps(c)) c.res.headers.set('Strict-Transport-Security', strictTransportSecurity);
  };
}
