import { legalBlocks } from '../legal-text.ts';

type LegalBlocksProps = {
  text: string;
  /** a class for the first paragraph: the About page's welcome line is its lead */
  leadClassName?: string;
};

/** A page's plain text as headings, paragraphs and lists (legal-text.ts reads its blocks). */
export function LegalBlocks({ text, leadClassName }: LegalBlocksProps) {
  return legalBlocks(text).map((block, index) => {
    if (block.kind === 'heading') return <h2 key={index}>{block.text}</h2>;
    if (block.kind === 'list') {
      return (
        <ul key={index}>
          {block.items.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ul>
      );
    }
    return (
      <p key={index} className={index === 0 ? leadClassName : undefined}>
        {block.text}
      </p>
    );
  });
}
