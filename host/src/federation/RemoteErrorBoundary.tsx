import { Component, type ErrorInfo, type ReactNode } from 'react';
import { classifyLoadError, type RemoteFailure } from './failure';
import { RemoteFailureNotice } from './RemoteFailureNotice';

export interface RemoteErrorBoundaryProps {
  /** The remote whose screen is inside; every log line carries its name. */
  remote: string;
  /** i18n key of the screen's title, which the notice names. */
  screenKey: string;
  /** Called by the Retry button before the boundary renders its children again. */
  onRetry: () => void;
  children: ReactNode;
}

interface RemoteErrorBoundaryState {
  failure: RemoteFailure | null;
}

/** One boundary per mounted remote (DESIGN.md): a remote that fails or throws never takes the host down. */
export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, RemoteErrorBoundaryState> {
  override state: RemoteErrorBoundaryState = { failure: null };

  static getDerivedStateFromError(error: unknown): Partial<RemoteErrorBoundaryState> {
    // The remote name is filled in by render; classification needs only the error.
    return { failure: classifyLoadError(error, '') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`[kontor federation] ${this.props.remote} failed`, error, info.componentStack);
  }

  private readonly retry = () => {
    this.props.onRetry();
    this.setState({ failure: null });
  };

  // A screen that failed while offline loads again by itself once the browser is back online (issue 28).
  private readonly retryOnline = () => {
    if (this.state.failure) this.retry();
  };

  override componentDidMount(): void {
    window.addEventListener('online', this.retryOnline);
  }

  override componentWillUnmount(): void {
    window.removeEventListener('online', this.retryOnline);
  }

  override render() {
    const { failure } = this.state;
    if (!failure) return this.props.children;
    return (
      <RemoteFailureNotice
        remote={this.props.remote}
        screenKey={this.props.screenKey}
        status="unavailable"
        failure={{ ...failure, values: { ...failure.values, remote: this.props.remote } }}
        onRetry={this.retry}
      />
    );
  }
}
