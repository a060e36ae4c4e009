import { type Page, expect } from '@playwright/test';

/**
 * How the shop's header or footer looked at the moment the HTML parser put it into the page, and
 * again at the next animation frame (the last moment before the browser could paint it). Watching
 * from an init script, installed before the page parses, is the only way to see a flash that the
 * page's own scripts would hide a moment later.
 */
export type ChromeInsertion = {
  tag: 'header' | 'footer';
  when: 'inserted' | 'frame';
  display: string;
  visibility: string;
  /** Element.checkVisibility(): false when it or an ancestor is display:none or visibility:hidden. */
  rendered: boolean;
};

declare global {
  interface Window {
    __chromeInsertions?: ChromeInsertion[];
  }
}

/** Starts recording on every document the page loads from now on. */
export async function watchChromeInsertions(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: ChromeInsertion[] = [];
    window.__chromeInsertions = seen;
    const record = (element: Element, tag: ChromeInsertion['tag'], when: ChromeInsertion['when']) => {
      const style = getComputedStyle(element);
      seen.push({
        tag,
        when,
        display: style.display,
        visibility: style.visibility,
        rendered: element.checkVisibility({ visibilityProperty: true }),
      });
    };
    // The page's banner and contentinfo: a header or footer outside main, sectioning elements, dialogs.
    const chromeTag = (element: Element): ChromeInsertion['tag'] | null => {
      if (element.closest('main, article, aside, nav, section, dialog')) return null;
      if (element.localName === 'header') return 'header';
      return element.localName === 'footer' ? 'footer' : null;
    };
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        for (const node of mutation.addedNodes) {
          if (!(node instanceof Element)) continue;
          for (const element of [node, ...node.querySelectorAll('header, footer')]) {
            const tag = chromeTag(element);
            if (!tag) continue;
            record(element, tag, 'inserted');
            requestAnimationFrame(() => record(element, tag, 'frame'));
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** What was recorded on the current document, once two more frames have passed. */
export async function chromeInsertions(page: Page): Promise<ChromeInsertion[]> {
  return page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return window.__chromeInsertions ?? [];
  });
}

/** Header and footer, if in the page at all, were hidden from the moment they were inserted. */
export async function expectChromeNeverShown(page: Page): Promise<void> {
  const insertions = await chromeInsertions(page);
  expect(
    insertions.filter((insertion) => insertion.rendered),
    `header or footer shown: ${JSON.stringify(insertions)}`,
  ).toEqual([]);
}
