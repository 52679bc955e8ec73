import { EMOJIS } from '../emoji';

/** The emoji grid under the input: a tap inserts the emoji at the cursor. */
export function EmojiPanel({ onPick }: { onPick: (emoji: string) => void }) {
  return (
    <div className="cl-emoji-panel" data-testid="emoji-panel">
      {EMOJIS.map((emoji) => (
        <button
          key={emoji}
          type="button"
          className="cl-emoji-panel__item"
          onClick={() => onPick(emoji)}
          data-testid={`emoji-${emoji}`}
        >
          {emoji}
        </button>
      ))}
    </div>
  );
}
