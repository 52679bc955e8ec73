import type { ActivityBlock } from '@cailiao/contracts';
import './activity.css';

/** The rich content of an activity: headings, paragraphs and images (no HTML from the server). */
export function ActivityContent({ blocks }: { blocks: ActivityBlock[] }) {
  return (
    <div className="cl-activity-content">
      {blocks.map((block, index) => {
        const key = `${block.type}-${index}`;
        if (block.type === 'heading') return <h3 key={key}>{block.text}</h3>;
        if (block.type === 'image')
          return <img key={key} src={block.url} alt={block.alt ?? ''} loading="lazy" />;
        return <p key={key}>{block.text}</p>;
      })}
    </div>
  );
}
