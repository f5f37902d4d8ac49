import { createContext, useContext, useState, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { options } from 'preact';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { HydrateLater } from './hydrate-later.tsx';
import { documentHydrated, duringHydration, isHydratingDocument } from './hydration-pass.ts';
import { useStoreAfterHydration } from './use-store-after-hydration.ts';

// Under Preact, as in the browser (vitest.config.ts). The server's HTML is written out: React's renderToString puts each Suspense boundary
// between `<!--$-->` and `<!--/$-->`.

let rendered: string[] = [];

function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  rendered.push(isHydratingDocument() ? `${name} (hydrating)` : name);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {`${name} ${count}`}
    </button>
  );
}

function Page() {
  const [shellClicks, setShellClicks] = useState(0);
  return (
    <main>
      <button type="button" id="shell" onClick={() => setShellClicks(shellClicks + 1)}>
        {`shell ${shellClicks}`}
      </button>
      <HydrateLater>
        <section id="first">
          <Counter name="first" />
        </section>
      </HydrateLater>
      <HydrateLater>
        <section id="second">
          <Counter name="second" />
          <HydrateLater>
            <aside id="nested">
              <Counter name="nested" />
            </aside>
          </HydrateLater>
        </section>
      </HydrateLater>
    </main>
  );
}

const serverHtml =
  '<main><button type="button" id="shell">shell 0</button>' +
  '<!--$--><section id="first"><button type="button">first 0</button></section><!--/$-->' +
  '<!--$--><section id="second"><button type="button">second 0</button>' +
  '<!--$--><aside id="nested"><button type="button">nested 0</button></aside><!--/$-->' +
  '</section><!--/$--></main>';

function serverPage(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = serverHtml;
  document.body.append(container);
  return container;
}

const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

const button = (container: HTMLElement, selector: string) => container.querySelector<HTMLButtonElement>(selector)!;

afterEach(() => {
  document.body.innerHTML = '';
  rendered = [];
});

describe('HydrateLater under Preact', () => {
  it('leaves its part as the server wrote it, without handlers, until the pass is over', async () => {
    const container = serverPage();
    duringHydration(() => void hydrateRoot(container, <Page />));
    await settle();

    expect(rendered).toEqual([]);
    button(container, '#first button').click();
    await settle();
    expect(button(container, '#first button').textContent).toBe('first 0');
    // The shell hydrated in the pass and answers at once.
    button(container, '#shell').click();
    await settle();
    expect(button(container, '#shell').textContent).toBe('shell 1');
    await documentHydrated();
  });

  it('hydrates each part later, in document order, on the server’s elements', async () => {
    const container = serverPage();
    const before = ['#first', '#second', '#nested', '#first button', '#nested button'].map((s) =>
      container.querySelector(s),
    );
    duringHydration(() => void hydrateRoot(container, <Page />));
    await documentHydrated();

    // Each rendered once, seeing the hydration flag (useBrowserStore then shows server snapshots).
    expect(rendered).toEqual(['first (hydrating)', 'second (hydrating)', 'nested (hydrating)']);
    expect(isHydratingDocument()).toBe(false);
    const after = ['#first', '#second', '#nested', '#first button', '#nested button'].map((s) =>
      container.querySelector(s),
    );
    after.forEach((node, index) => expect(node).toBe(before[index]));
    expect(container.querySelectorAll('section, aside, button')).toHaveLength(7);

    button(container, '#first button').click();
    button(container, '#nested button').click();
    await settle();
    expect(button(container, '#first button').textContent).toBe('first 1');
    expect(button(container, '#nested button').textContent).toBe('nested 1');
    expect(rendered.slice(3)).toEqual(['first', 'nested']);
  });

  it('keeps a waiting part when its parent renders again before its turn', async () => {
    const container = serverPage();
    const second = container.querySelector('#second');
    duringHydration(() => void hydrateRoot(container, <Page />));
    button(container, '#shell').click();
    await settle();
    expect(button(container, '#shell').textContent).toBe('shell 1');

    await documentHydrated();
    expect(container.querySelector('#second')).toBe(second);
    expect(container.querySelectorAll('#first, #second, #nested')).toHaveLength(3);
    button(container, '#second > button').click();
    await settle();
    expect(button(container, '#second > button').textContent).toBe('second 1');
  });

  it('lets browser-only state that parts read change only after every part has hydrated', async () => {
    // Effects at once after each render, as when the browser paints a frame before the parts' turns.
    const afterPaint = options.requestAnimationFrame;
    options.requestAnimationFrame = (callback) => queueMicrotask(callback);
    onTestFinished(() => {
      options.requestAnimationFrame = afterPaint;
    });
    // A stand-in for the session: the server's HTML shows a visitor, the browser knows the member.
    const Signed = createContext(false);
    const stored = () => true;
    const subscribe = () => () => undefined;
    function SessionStandIn({ children }: { children: ReactNode }) {
      return (
        <Signed.Provider value={useStoreAfterHydration(subscribe, stored, false).value}>{children}</Signed.Provider>
      );
    }
    // As the recipe page's actions: a link for the recipe's creator only, before another link.
    function Actions() {
      const signed = useContext(Signed);
      return (
        <p>
          {signed && <a href="/edit">Edit</a>}
          <a href="/export">Download</a>
        </p>
      );
    }
    const container = document.createElement('div');
    container.innerHTML = '<main><!--$--><section><p><a href="/export">Download</a></p></section><!--/$--></main>';
    document.body.append(container);

    duringHydration(
      () =>
        void hydrateRoot(
          container,
          <SessionStandIn>
            <main>
              <HydrateLater>
                <section>
                  <Actions />
                </section>
              </HydrateLater>
            </main>
          </SessionStandIn>,
        ),
    );
    await documentHydrated();
    await new Promise((resolve) => setTimeout(resolve, 50));

    // Hydrated as the server wrote it, then changed by a render: each link keeps its own address.
    const links = [...container.querySelectorAll('a')].map((a) => `${a.textContent} ${a.getAttribute('href')}`);
    expect(links).toEqual(['Edit /edit', 'Download /export']);
  });
});
