import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AboutUsPage } from './about-us-page';
import { HomePage } from './home-page';
import { PublicLayout } from './public-layout';

function OtherPage() {
  return <h1>Other page</h1>;
}

/** Test helper: the public layout with its pages in a memory router, at `path`. */
export function renderPublicSite(path = '/') {
  const router = createMemoryRouter(
    [
      {
        Component: PublicLayout,
        children: [
          { index: true, Component: HomePage },
          { path: 'about-us', Component: AboutUsPage },
          { path: '*', Component: OtherPage },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const user = userEvent.setup();
  render(<RouterProvider router={router} />);
  return { router, user };
}

type ObserverCallback = (entries: IntersectionObserverEntry[]) => void;

/** A stand-in IntersectionObserver whose callback tests can fire with chosen visibility. */
export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed: Element[] = [];
  readonly options: IntersectionObserverInit | undefined;
  private readonly callback: ObserverCallback;

  constructor(callback: ObserverCallback, options?: IntersectionObserverInit) {
    this.callback = callback;
    this.options = options;
    FakeIntersectionObserver.instances.push(this);
  }

  observe(target: Element) {
    this.observed.push(target);
  }

  unobserve() {}

  disconnect() {}

  takeRecords() {
    return [];
  }

  /** Reports the element with this id as `ratio` visible. */
  report(id: string, ratio: number) {
    const target = this.observed.find((element) => element.id === id);
    if (!target) throw new Error(`#${id} is not observed`);
    const rect = (height: number) => ({ height }) as DOMRectReadOnly;
    this.callback([
      {
        target,
        isIntersecting: ratio > 0,
        intersectionRatio: ratio,
        boundingClientRect: rect(1000),
        intersectionRect: rect(1000 * ratio),
        rootBounds: rect(2000),
        time: 0,
      },
    ]);
  }
}
