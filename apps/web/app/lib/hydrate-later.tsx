import { Component, Suspense, type ReactElement } from 'react';
import { laterTurn } from './hydration-pass.ts';

/**
 * Hydrates its child in a task of its own after the rest of the page, so that no single task
 * hydrates a whole page: on a phone that one task blocks input for hundreds of milliseconds
 * (decision 0049). Under Preact, a part that suspends while hydrating keeps the server's DOM
 * on screen and hydrates it when it resumes; it keeps exactly one element, so the child must
 * render one element. Until its turn the part is visible but does not answer clicks.
 *
 * On the server (React) this is its child, so the HTML has no boundary in it.
 */
export function HydrateLater({ children }: { children: ReactElement }) {
  if (import.meta.env.SSR) return children;
  return (
    <Suspense fallback={null}>
      <WaitsForTurn>{children}</WaitsForTurn>
    </Suspense>
  );
}

/**
 * Suspends on its first render in the hydration pass until its turn. The instance outlives the
 * suspension: once given, the turn is not asked for again, and a render while still waiting (its
 * parent rendered again) suspends on the same promise.
 */
class WaitsForTurn extends Component<{ children: ReactElement }> {
  private given = false;
  private wait: Promise<void> | undefined;

  override render(): ReactElement {
    if (!this.given) {
      this.wait ??= laterTurn()?.then(() => {
        this.given = true;
      });
      if (this.wait) throw this.wait;
      this.given = true;
    }
    return this.props.children;
  }
}
