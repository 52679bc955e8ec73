let current: { audio: HTMLAudioElement; url: string; onEnd: () => void } | null = null;

/** Plays one voice message at a time; playing another (or the same again) stops the first. */
export function toggleVoice(url: string, onEnd: () => void): boolean {
  const same = current?.url === url;
  stopVoice();
  if (same) return false;
  const audio = new Audio(url);
  current = { audio, url, onEnd };
  const finish = () => {
    if (current?.audio === audio) {
      current = null;
      onEnd();
    }
  };
  audio.onended = finish;
  audio.onerror = finish;
  void Promise.resolve(audio.play()).catch(finish);
  return true;
}

export function stopVoice(): void {
  if (!current) return;
  const { audio, onEnd } = current;
  current = null;
  audio.pause();
  onEnd();
}

export function playingVoiceUrl(): string | null {
  return current?.url ?? null;
}
