import { isSafeTextLink } from '@portal/contracts';
import sanitizeHtml from 'sanitize-html';

/**
 * Rich text written by operators (help articles, announcements) is stored only after this: an
 * allowlist of formatting tags, links to http(s), mail and relative targets, and nothing that runs.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      'p',
      'br',
      'strong',
      'em',
      'b',
      'i',
      'u',
      's',
      'ul',
      'ol',
      'li',
      'h2',
      'h3',
      'h4',
      'blockquote',
      'a',
      'span',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
      'hr',
    ],
    allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowProtocolRelative: false,
    transformTags: {
      a: (tagName, { href, ...attribs }) => ({
        tagName,
        attribs: {
          ...attribs,
          // The stored-URL rule (issue 13) on top of the schemes: no `/\host` or `//host` that
          // browsers take for another site, no whitespace tricks. A link that fails it stays text.
          ...(href !== undefined && isSafeTextLink(href) ? { href } : {}),
          ...(attribs.target === '_blank' ? { rel: 'noopener noreferrer' } : {}),
        },
      }),
    },
  });
}

/** Escapes text for XML and HTML text or attribute positions. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
