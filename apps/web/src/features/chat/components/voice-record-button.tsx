import { Toast } from 'antd-mobile';
import { type PointerEvent, useEffect, useRef, useState } from 'react';

const MAX_SECONDS = 60;
const CANCEL_DISTANCE = 60;
const TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus', 'audio/mp4'];

function pickMimeType(): string | undefined {
  if (typeof MediaRecorder === 'undefined' || typeof MediaRecorder.isTypeSupported !== 'function')
    return undefined;
  return TYPES.find((t) => MediaRecorder.isTypeSupported(t));
}

type Phase = 'idle' | 'recording' | 'cancel';

/**
 * Hold to talk: pressing starts a MediaRecorder recording, releasing sends it (at least 1 s, at most
 * 60 s), sliding up 60 px and releasing cancels it.
 */
export function VoiceRecordButton({ onRecorded }: { onRecorded: (audio: Blob, seconds: number) => void }) {
  const [phase, setPhase] = useState<Phase>('idle');
  const [elapsed, setElapsed] = useState(0);
  const session = useRef<{
    released: boolean;
    cancelled: boolean;
    startY: number;
    recorder?: MediaRecorder;
    stream?: MediaStream;
    startedAt?: number;
    maxTimer?: ReturnType<typeof setTimeout>;
  } | null>(null);

  useEffect(() => {
    if (phase === 'idle') return;
    const tick = setInterval(() => {
      const startedAt = session.current?.startedAt;
      if (startedAt) setElapsed(Math.floor((Date.now() - startedAt) / 1000));
    }, 250);
    return () => clearInterval(tick);
  }, [phase]);

  const finish = () => {
    const s = session.current;
    if (!s) return;
    s.released = true;
    if (s.maxTimer) clearTimeout(s.maxTimer);
    if (s.recorder && s.recorder.state !== 'inactive') s.recorder.stop();
    setPhase('idle');
  };

  const begin = async (event: PointerEvent<HTMLButtonElement>) => {
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined') {
      Toast.show({ content: '当前浏览器不支持录音' });
      return;
    }
    const s: NonNullable<typeof session.current> = {
      released: false,
      cancelled: false,
      startY: event.clientY,
    };
    session.current = s;
    setElapsed(0);
    setPhase('recording');
    try {
      s.stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      setPhase('idle');
      Toast.show({ content: '无法使用麦克风，请检查权限设置' });
      return;
    }
    if (s.released) {
      for (const track of s.stream.getTracks()) track.stop();
      Toast.show({ content: '说话时间太短' });
      return;
    }
    const mimeType = pickMimeType();
    const recorder = new MediaRecorder(s.stream, mimeType ? { mimeType } : undefined);
    const chunks: Blob[] = [];
    recorder.ondataavailable = (e) => {
      if (e.data.size > 0) chunks.push(e.data);
    };
    recorder.onstop = () => {
      for (const track of s.stream?.getTracks() ?? []) track.stop();
      if (s.cancelled) return;
      const seconds = (Date.now() - (s.startedAt ?? Date.now())) / 1000;
      if (seconds < 1) {
        Toast.show({ content: '说话时间太短' });
        return;
      }
      const type = recorder.mimeType || mimeType || 'audio/webm';
      onRecorded(new Blob(chunks, { type }), Math.min(MAX_SECONDS, Math.max(1, Math.round(seconds))));
    };
    s.recorder = recorder;
    s.startedAt = Date.now();
    recorder.start();
    s.maxTimer = setTimeout(finish, MAX_SECONDS * 1000);
  };

  const move = (event: PointerEvent) => {
    const s = session.current;
    if (!s || s.released || phase === 'idle') return;
    s.cancelled = s.startY - event.clientY > CANCEL_DISTANCE;
    setPhase(s.cancelled ? 'cancel' : 'recording');
  };

  const cancel = () => {
    if (session.current) session.current.cancelled = true;
    finish();
  };

  return (
    <>
      <button
        type="button"
        className={phase === 'idle' ? 'cl-voice-hold' : 'cl-voice-hold cl-voice-hold--active'}
        data-testid="voice-button"
        onPointerDown={begin}
        onPointerMove={move}
        onPointerUp={finish}
        onPointerCancel={cancel}
        onContextMenu={(e) => e.preventDefault()}
      >
        {phase === 'idle' ? '按住 说话' : '松开 发送'}
      </button>
      {phase === 'idle' ? null : (
        <div className="cl-voice-overlay" role="status" data-testid="voice-recording">
          <div className="cl-voice-overlay__time">{elapsed}″</div>
          <div>{phase === 'cancel' ? '松开手指，取消发送' : '手指上滑，取消发送'}</div>
        </div>
      )}
    </>
  );
}
