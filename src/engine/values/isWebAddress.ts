/** The longest address kept (what common browsers and servers accept in a request line). */
const maxLength = 2000;

// A host of dotted labels (www.example.com), as a person writes a website's address: an intranet
// name, an IP literal or a bare `localhost` is not what a questionnaire asks for.
const label = '[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?';
const dottedHost = new RegExp(`^${label}(?:\\.${label})+$`);

/**
 * Whether trimmed text is a web address such as https://example.com/pricing: http or https, a
 * dotted host, and whatever path, query or fragment the platform's URL parser accepts.
 */
export function isWebAddress(text: string): boolean {
  if (text.length > maxLength || /\s/.test(text)) return false;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  return (url.protocol === 'https:' || url.protocol === 'http:') && dottedHost.test(url.hostname);
}
