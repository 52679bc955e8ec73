import { LIMITS } from '@cailiao/domain';

/** A short chime shipped in public/ (relative: the app may be served under any prefix). */
export const MESSAGE_SOUND_URL = 'sounds/message.wav';

let audio: HTMLAudioElement | null = null;

/** Plays the new-message sound at volume 0.6; rejects when the browser blocks it. */
export async function playMessageSound(): Promise<void> {
  if (typeof Audio === 'undefined') throw new Error('Audio unavailable');
  audio ??= new Audio(MESSAGE_SOUND_URL);
  audio.volume = LIMITS.soundVolume;
  audio.currentTime = 0;
  await audio.play();
}

/** The element in use (tests check its volume). */
export function messageAudio(): HTMLAudioElement | null {
  return audio;
}
