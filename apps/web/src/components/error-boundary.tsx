import { Button } from 'antd-mobile';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { http } from '../lib/http';
import { StatusBlock } from './status-block';

interface Props {
  children: ReactNode;
  /** Changing the key (e.g. the route) clears a shown error. */
  resetKey?: string;
}
interface State {
  error: Error | null;
}

/** Catches render errors: a Chinese message with retry and home, and a report to the server. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    http.reportError({
      message: `页面渲染错误: ${error.message}`.slice(0, 2000),
      stack: `${error.stack ?? ''}\n${info.componentStack ?? ''}`.slice(0, 8000),
      code: 'RENDER_ERROR',
    });
  }

  override componentDidUpdate(prev: Props): void {
    if (this.state.error && prev.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  private readonly retry = () => this.setState({ error: null });

  private readonly goHome = () => {
    this.setState({ error: null });
    window.location.hash = '/';
  };

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="cl-error-boundary" role="alert">
        <StatusBlock kind="error" title="页面出错了" description="抱歉，页面遇到了问题，请稍后重试">
          <Button color="primary" onClick={this.retry}>
            重试
          </Button>
          <Button onClick={this.goHome}>返回首页</Button>
        </StatusBlock>
      </div>
    );
  }
}
