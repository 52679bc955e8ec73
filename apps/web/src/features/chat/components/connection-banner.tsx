import { getChatSocket } from '../../../lib/socket';
import { useSocketState } from '../hooks/use-socket-state';

/** A thin notice while the real-time channel is down; after the last retry, a tap reconnects. */
export function ConnectionBanner() {
  const { state, failed } = useSocketState();
  if (state !== 'closed') return null;
  if (failed) {
    return (
      <button
        type="button"
        className="cl-conn-banner cl-conn-banner--failed"
        onClick={() => getChatSocket().connect()}
        data-testid="connection-banner"
      >
        连接失败，请检查网络（点击重试）
      </button>
    );
  }
  return (
    <div className="cl-conn-banner" role="status" data-testid="connection-banner">
      网络连接已断开，正在重新连接…
    </div>
  );
}
