import type { MiddlewareHandler } from 'hono';

/**
 * The Content Security Policy on every response. Scripts come from this origin only; 'unsafe-eval'
 * stays until the forms use precompiled validators (ajv compiles JSON Schemas with new Function);
 * then it is one deletion here. Chakra writes its styles into <style> tags at run time, hence
 * 'unsafe-inline' for styles. The browser talks to this server and, for the email copy, EmailJS.
 */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self' https://api.emailjs.com",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const securityHeaders: Readonly<Record<string, string>> = {
  'Content-Security-Policy': contentSecurityPolicy,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
};

/** Sets the security headers on every response, the app's own and the static files alike. */
export function withSecurityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(securityHeaders)) c.res.headers.set(name, value);
  };
}
