import { Component, type ErrorInfo, type ReactNode } from 'react';
import { logError } from '../../lib/logger';
import { RouteErrorMessage } from './RouteErrorMessage';

interface RouteErrorBoundaryProps {
  children: ReactNode;
}

interface RouteErrorBoundaryState {
  error: unknown;
}

/**
 * Catches what a route's content throws while rendering, so the top bar, footer and navigation stay. The layout
 * keys it on the location: moving to another page starts with a clean boundary.
 */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  state: RouteErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): RouteErrorBoundaryState {
    return { error: error ?? new Error('Unknown render error') };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    logError(error, 'route render failed', info.componentStack);
  }

  private readonly reset = () => this.setState({ error: null });

  render() {
    const { error } = this.state;
    return error ? <RouteErrorMessage error={error} onRetry={this.reset} /> : this.props.children;
  }
}
