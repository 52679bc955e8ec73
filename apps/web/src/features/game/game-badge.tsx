import type { GameFamily } from './game-families';

/** A round badge with the game's first character, in the game's colour. */
export function GameBadge({ game, size = 48 }: { game: GameFamily; size?: number }) {
  return (
    <span
      className="cl-game-badge"
      style={{ width: size, height: size, background: game.color, fontSize: size * 0.4 }}
      aria-hidden="true"
    >
      {game.name.slice(0, 1)}
    </span>
  );
}
