import type { Page } from '@playwright/test';

type Watched = Window & { layoutShift?: number };

/**
 * Sums what Lighthouse counts as layout shift from the page's first paint (shifts right after an
 * input excluded); call before the page loads, read with `layoutShift`.
 */
export const watchLayoutShift = (page: Page) =>
  page.addInitScript(() => {
    const watched = window as Watched;
    watched.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) watched.layoutShift = (watched.layoutShift ?? 0) + entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });

export const layoutShift = (page: Page) => page.evaluate(() => (window as Watched).layoutShift ?? 0);
