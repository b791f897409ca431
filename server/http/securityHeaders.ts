import type { MiddlewareHandler } from 'hono';

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

/** Sets the security headers on every response, the app's own and the static files alike. */
export function withSecurityHeaders(inlineScripts: readonly string[] = []): MiddlewareHandler {
  const headers = Object.entries(securityHeaders(inlineScripts));
  return async (c, next) => {
    await next();
    for (const [name, value] of headers) c.res.headers.set(name, value);
  };
}
