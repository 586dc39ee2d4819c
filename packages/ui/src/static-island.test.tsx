// react-router reads TextEncoder when it loads (jsdom has none).
import './test/jest.text-encoder.cjs';
import { act } from '@testing-library/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { useLocation } from '@market/ui/router';
// A memory router (the kit's router module exports only what the apps use).
// eslint-disable-next-line no-restricted-imports
import { MemoryRouter } from 'react-router-dom';
import { staticIsland } from './static-island';

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function Content({ label }: { label: string }) {
  return (
    <p>
      {label} <a href="/terms">이용약관</a> <a href="https://example.com/x">외부</a>
    </p>
  );
}

let container: HTMLDivElement;
beforeEach(() => {
  container = document.createElement('div');
  document.body.replaceChildren(container);
});

test('while hydrating it keeps the server markup, loads no code, and its links navigate in the app', async () => {
  const load = jest.fn(() => Promise.resolve({ default: Content }));
  const Island = staticIsland('footer', load);
  // The server's markup of <MemoryRouter><Island label="서버" /><Where /></MemoryRouter>.
  const server =
    '<div data-island="footer" style="display:contents"><!--$--><p>서버<!-- --> <a href="/terms">이용약관</a> <a href="https://example.com/x">외부</a></p><!--/$--></div><output data-testid="where">/</output>';
  container.innerHTML = server;
  await act(async () => {
    hydrateRoot(
      container,
      <MemoryRouter>
        <Island label="브라우저" />
        <Where />
      </MemoryRouter>,
    );
  });
  expect(load).not.toHaveBeenCalled();
  expect(container.querySelector('[data-island]')!.innerHTML).toContain('서버');

  const internal = container.querySelector<HTMLAnchorElement>('a[href="/terms"]')!;
  const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  await act(async () => {
    internal.dispatchEvent(click);
  });
  expect(click.defaultPrevented).toBe(true);
  expect(container.querySelector('[data-testid=where]')!.textContent).toBe('/terms');

  // Links elsewhere, and clicks that open a new tab, are the browser's (recorded after the app's
  // handlers ran, then stopped: jsdom cannot navigate).
  const prevented: boolean[] = [];
  const record = (e: Event) => {
    prevented.push(e.defaultPrevented);
    e.preventDefault();
  };
  window.addEventListener('click', record);
  container.querySelector('a[href^="https"]')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
  internal.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true }));
  window.removeEventListener('click', record);
  expect(prevented).toEqual([false, false]);
  expect(container.querySelector('[data-testid=where]')!.textContent).toBe('/terms');
});

test('rendered in the browser alone it loads the component and renders it', async () => {
  const load = jest.fn(() => Promise.resolve({ default: Content }));
  const Island = staticIsland('footer', load);
  await act(async () => {
    createRoot(container).render(
      <MemoryRouter>
        <Island label="브라우저" />
      </MemoryRouter>,
    );
  });
  expect(load).toHaveBeenCalledTimes(1);
  expect(container.textContent).toContain('브라우저');
  expect(container.querySelector<HTMLElement>('[data-island=footer]')!.style.display).toBe('contents');
});

test('whenVisible: rendered in the browser alone it loads the component once its place is in view', async () => {
  const observed: { callback: IntersectionObserverCallback; target?: Element }[] = [];
  class FakeObserver {
    constructor(public callback: IntersectionObserverCallback) {
      observed.push({ callback });
    }
    observe(target: Element) {
      observed[observed.length - 1]!.target = target;
    }
    disconnect() {}
  }
  const standIn = globalThis.IntersectionObserver;
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
  try {
    const load = jest.fn(() => Promise.resolve({ default: Content }));
    const Island = staticIsland('footer', load, { whenVisible: true });
    await act(async () => {
      createRoot(container).render(
        <MemoryRouter>
          <Island label="아래" />
        </MemoryRouter>,
      );
    });
    expect(load).not.toHaveBeenCalled();
    expect(container.textContent).not.toContain('아래');
    const { callback, target } = observed[0]!;
    expect(target).toBe(container.querySelector('[data-island=footer]'));
    // Touching the viewport's edge (a page a screen tall above it) is not being in view.
    await act(async () => {
      callback([{ isIntersecting: true, intersectionRatio: 0 } as IntersectionObserverEntry], {} as IntersectionObserver);
    });
    expect(load).not.toHaveBeenCalled();
    await act(async () => {
      callback([{ isIntersecting: true, intersectionRatio: 0.5 } as IntersectionObserverEntry], {} as IntersectionObserver);
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.textContent).toContain('아래');
  } finally {
    globalThis.IntersectionObserver = standIn;
  }
});
