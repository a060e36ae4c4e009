import { formatEuro } from '../contract/money';
import type { PaymentOutcome } from '../contract/payments';

/**
 * The sandbox provider's hosted payment page: plain HTML, no script, inline styles only (its
 * Content-Security-Policy allows nothing else). Each button is its own form posting the choice,
 * so it works without JavaScript and with any assistive technology.
 */

export type SandboxPageView =
  | { kind: 'open'; shopName: string; orderCode: string; amountCents: number; actionPath: string }
  | { kind: 'closed'; shopName: string; orderCode: string; backUrl: string }
  | { kind: 'unreachable'; shopName: string; backUrl: string };

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The styles of the page, one fixed text: its hash is what the page's policy allows. */
export const SANDBOX_PAGE_STYLE = `
body{margin:0;font-family:system-ui,sans-serif;background:#f4f6f8;color:#1b1f24}
main{max-width:28rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 1px 4px rgba(0,0,0,.12)}
h1{font-size:1.4rem;margin:0 0 .25rem}
p{line-height:1.5}
.amount{font-size:2rem;font-weight:700;margin:1rem 0}
.note{font-size:.9rem;color:#4a5560}
.test{margin:0 0 1rem;padding:.5rem .75rem;border-radius:8px;background:#fff4d6;border:2px solid #b26a00;color:#5c3700;font-weight:700}
form{margin:.75rem 0}
button,a.button{display:block;box-sizing:border-box;width:100%;min-height:44px;padding:.75rem 1rem;border-radius:8px;border:2px solid #0b5cad;font-size:1rem;font-weight:600;text-align:center;text-decoration:none;cursor:pointer}
button.pay,a.button{background:#0b5cad;color:#fff}
button.decline{background:#fff;color:#a4161a;border-color:#a4161a}
button.cancel{background:#fff;color:#1b1f24;border-color:#4a5560}
button:focus-visible,a.button:focus-visible{outline:3px solid #f5a623;outline-offset:2px}
`;

/**
 * Said first on every open session's page: the sandbox marks orders paid without any money moving,
 * so nobody may take it for a real card payment (the page is English only, as a provider's is).
 */
export const SANDBOX_BANNER = 'Test payment, no money moves';

const BUTTONS: { outcome: PaymentOutcome; label: string; className: string }[] = [
  { outcome: 'PAID', label: 'Pay', className: 'pay' },
  { outcome: 'DECLINED', label: 'Decline', className: 'decline' },
  { outcome: 'CANCELLED', label: 'Cancel', className: 'cancel' },
];

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${SANDBOX_PAGE_STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

export function renderSandboxPage(view: SandboxPageView): string {
  const shop = escapeHtml(view.shopName);
  if (view.kind === 'unreachable') {
    return page(
      `Payment not completed - ${view.shopName}`,
      `<h1>Payment not completed</h1>
<p role="alert">The shop could not be told about your choice. Nothing was charged; please try again.</p>
<a class="button" href="${escapeHtml(view.backUrl)}">Back to ${shop}</a>`,
    );
  }
  if (view.kind === 'closed') {
    return page(
      `Payment session closed - ${view.shopName}`,
      `<h1>Payment session closed</h1>
<p>This payment session for order ${escapeHtml(view.orderCode)} is already finished.</p>
<a class="button" href="${escapeHtml(view.backUrl)}">Back to ${shop}</a>`,
    );
  }
  const forms = BUTTONS.map(
    (b) => `<form method="post" action="${escapeHtml(view.actionPath)}">
<input type="hidden" name="outcome" value="${b.outcome}">
<button type="submit" class="${b.className}">${b.label}</button>
</form>`,
  ).join('\n');
  return page(
    `Pay ${formatEuro(view.amountCents)} - ${view.shopName}`,
    `<p class="test">${SANDBOX_BANNER}</p>
<h1>${shop}</h1>
<p>Order ${escapeHtml(view.orderCode)}</p>
<p class="amount">${formatEuro(view.amountCents)}</p>
<p class="note">Sandbox payment page: no card is needed. Choose what the payment provider answers.</p>
${forms}`,
  );
}
