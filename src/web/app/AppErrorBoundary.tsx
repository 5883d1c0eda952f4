import { Component, type ReactNode } from 'react';
import { CrashScreen } from './CrashScreen';

/** Catches what the router's own error element cannot (providers, the router itself). */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  render() {
    return this.state.error ? <CrashScreen error={this.state.error} /> : this.props.children;
  }
}
