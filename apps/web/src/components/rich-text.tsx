/**
 * HTML from the catalogue (package descriptions, terms, additional info, itineraries), sanitised by the
 * server when it is stored (apps/server/src/lib/rich-text.ts: structure, emphasis and http(s) links
 * only). This is the one place the web app puts HTML into the page; a second, browser-side pass
 * (DOMPurify) belongs here too, in this component only.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  return <div className={className ? `rich-text ${className}` : 'rich-text'} dangerouslySetInnerHTML={{ __html: html }} />;
}
