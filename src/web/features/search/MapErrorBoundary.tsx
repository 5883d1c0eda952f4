import { Component, type ReactNode } from 'react';

/**
 * A map that fails (WebGL missing, its chunk not loading) must not take the results with it:
 * this keeps the failure inside the map pane and shows `fallback` there instead.
 */
export class MapErrorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    if (import.meta.env?.DEV) console.warn('map failed', error);
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
