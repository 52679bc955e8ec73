/** The emoji panel's set: common faces, gestures and symbols of a betting chat. */
export const EMOJIS = [
  '😀',
  '😁',
  '😂',
  '🤣',
  '😊',
  '😍',
  '😘',
  '😎',
  '🤔',
  '😏',
  '😴',
  '😭',
  '😡',
  '😱',
  '🤗',
  '🙄',
  '😅',
  '😜',
  '🤑',
  '🥳',
  '😇',
  '🤩',
  '😤',
  '🥺',
  '👍',
  '👎',
  '👏',
  '🙏',
  '💪',
  '🤝',
  '✌️',
  '👌',
  '🎉',
  '🎁',
  '🧧',
  '💰',
  '🔥',
  '💯',
  '❤️',
  '💔',
  '🌹',
  '🍀',
  '🎲',
  '🏆',
  '⭐',
  '✅',
  '❌',
  '❓',
];

const ONLY_EMOJI = /^(?:\p{Extended_Pictographic}|\p{Emoji_Modifier}|\u200d|\ufe0f|\s)+$/u;

/** Up to 3 emoji and nothing else travel as an EMOJI message (shown large). */
export function isEmojiOnly(text: string): boolean {
  const trimmed = text.trim();
  if (!trimmed || !ONLY_EMOJI.test(trimmed)) return false;
  const pictographs = trimmed.match(/\p{Extended_Pictographic}/gu) ?? [];
  return pictographs.length > 0 && pictographs.length <= 3;
}
