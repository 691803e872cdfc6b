import sanitizeHtml from 'sanitize-html';

/**
 * Rich texts (package descriptions, terms, itineraries) are sanitised when they are stored; the
 * browser sanitises again when it shows them. Only structure and emphasis survive, links get rel.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      'p',
      'br',
      'ul',
      'ol',
      'li',
      'strong',
      'b',
      'em',
      'i',
      'h3',
      'h4',
      'a',
      'span',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
    ],
    allowedAttributes: { a: ['href', 'title'], td: ['colspan'], th: ['colspan'] },
    allowedSchemes: ['https', 'http', 'mailto', 'tel'],
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
  });
}
