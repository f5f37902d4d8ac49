import { Component, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { duringHydration, nextTaskStarted } from './lib/hydration-pass.ts';

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';

/** Catches what its child throws on its first render, as the promise it waits for. */
class FirstWait extends Component<{ children: ReactNode; onWait: (wait: PromiseLike<unknown>) => void }> {
  override state = { waiting: false };
  override componentDidCatch(error: unknown): void {
    if (!isThenable(error)) throw error;
    this.props.onWait(error);
    this.setState({ waiting: true });
  }
  override render(): ReactNode {
    return this.state.waiting ? null : this.props.children;
  }
}

/**
 * Hydrates the document with Preact, the browser's runtime (decisions 0048, 0052):
 * there `react` and `react-dom` are `preact/compat`.
 *
 * React Router's `HydratedRouter` suspends on its first render until it has decoded the page's
 * data. React waits at the root; Preact, suspended while hydrating, keeps only the first node the
 * suspended part would have hydrated (the `<head>` here, not the `<body>`). So the router first
 * renders alone, in a detached element, only to start that decoding and hand over the promise (it
 * throws before it makes the router); the document is hydrated once the data is there, without
 * suspending.
 */
export async function hydrateWithPreact(router: ReactNode, page: ReactNode): Promise<void> {
  const waits: PromiseLike<unknown>[] = [];
  const probe = createRoot(document.createElement('div'));
  probe.render(<FirstWait onWait={(wait) => waits.push(wait)}>{router}</FirstWait>);
  probe.unmount();
  await Promise.all(waits);
  // A task of its own: decoding the data and starting the router took the one before.
  await nextTaskStarted();
  duringHydration(() => void hydrateRoot(document, page));
}
