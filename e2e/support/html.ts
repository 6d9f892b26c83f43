/** Reading served HTML without a browser. */

/** Text of an HTML fragment: comments and tags dropped, entities decoded, spaces collapsed. */
export function textOf(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The inner HTML of the first element with this tag (no nesting of the same tag expected: main, h1, title). */
export function inner(html: string, tag: string): string | undefined {
  const m = new RegExp(`<${tag}(?:\\s[^>]*)?>([\\s\\S]*?)</${tag}>`).exec(html);
  return m?.[1];
}

/** The `content` of a `<meta name|property="…">` tag, or the `href` of a `<link rel="…" hreflang?>`. */
export function meta(html: string, name: string): string | undefined {
  const m = new RegExp(`<meta (?:name|property)="${name}" content="([^"]*)"`).exec(html);
  return m?.[1];
}
