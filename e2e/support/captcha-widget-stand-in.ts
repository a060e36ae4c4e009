import type { Page } from '@playwright/test';
import { PASSING_CAPTCHA_TOKEN } from './stand-in-ports';

/**
 * hCaptcha's widget for the browser tests (no internet here): Playwright answers the request for
 * https://js.hcaptcha.com/1/api.js with this script. It implements what @hcaptcha/react-hcaptcha
 * calls on window.hcaptcha (render, reset, remove, execute, getResponse, getRespKey, setData,
 * close) and calls the onload function named in the script's address, as the real one does.
 * Its widget is a labelled checkbox: ticking it answers `window.hcaptchaStandIn.token`
 * (PASSING_CAPTCHA_TOKEN unless a spec sets another, which the verify stand-in refuses), and
 * `window.hcaptchaStandIn.expire()` expires every answer, as hCaptcha does after two minutes.
 * Styles are set through the DOM, which the page's Content-Security-Policy allows.
 */
function standInScript(onload: string): string {
  return `(() => {
  const widgets = new Map();
  let next = 0;
  const call = (callback, ...args) => {
    if (typeof callback === 'function') callback(...args);
    else if (typeof callback === 'string' && typeof window[callback] === 'function') window[callback](...args);
  };
  const widgetOf = (id) => widgets.get(String(id === undefined ? '0' : id));
  window.hcaptchaStandIn = { token: ${JSON.stringify(PASSING_CAPTCHA_TOKEN)}, expire() {
    for (const widget of widgets.values()) {
      if (!widget.response) continue;
      widget.response = '';
      widget.box.checked = false;
      call(widget.params['expired-callback']);
    }
  } };
  window.hcaptcha = {
    render(container, params) {
      const host = typeof container === 'string' ? document.getElementById(container) : container;
      const id = String(next++);
      const label = document.createElement('label');
      label.style.display = 'inline-flex';
      label.style.alignItems = 'center';
      label.style.gap = '0.5rem';
      label.style.minHeight = '44px';
      const box = document.createElement('input');
      box.type = 'checkbox';
      box.style.width = '1.25rem';
      box.style.height = '1.25rem';
      label.append(box, 'I am human');
      host.append(label);
      const widget = { params: params || {}, label, box, response: '' };
      box.addEventListener('change', () => {
        widget.response = box.checked ? window.hcaptchaStandIn.token : '';
        if (box.checked) call(widget.params.callback, widget.response);
      });
      widgets.set(id, widget);
      return id;
    },
    reset(id) {
      const widget = widgetOf(id);
      if (!widget) return;
      widget.response = '';
      widget.box.checked = false;
    },
    remove(id) {
      const widget = widgetOf(id);
      if (!widget) return;
      widget.label.remove();
      widgets.delete(String(id));
    },
    execute() {},
    close() {},
    setData() {},
    getResponse(id) {
      return widgetOf(id)?.response ?? '';
    },
    getRespKey() {
      return '';
    },
  };
  call(${JSON.stringify(onload)});
})();`;
}

/** Serves the widget stand-in to `page` in place of hCaptcha's script. */
export async function serveCaptchaStandIn(page: Page): Promise<void> {
  await page.route('https://js.hcaptcha.com/1/api.js**', async (route) => {
    const onload = new URL(route.request().url()).searchParams.get('onload') ?? '';
    await route.fulfill({
      status: 200,
      contentType: 'application/javascript',
      // The library loads the script with crossorigin="anonymous".
      headers: { 'access-control-allow-origin': '*' },
      body: standInScript(/^[A-Za-z_$][\w$]*$/.test(onload) ? onload : 'hCaptchaOnLoad'),
    });
  });
}

/** Expires the widget's answer in the page, as hCaptcha does after a while. */
export async function expireCaptcha(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { hcaptchaStandIn: { expire: () => void } }).hcaptchaStandIn.expire();
  });
}

/** Makes the widget hand out a token that the verify stand-in refuses. */
export async function handOutRefusedCaptchaToken(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { hcaptchaStandIn: { token: string } }).hcaptchaStandIn.token = 'e2e-refused-token';
  });
}
