import type { ProductApiAnswer } from '@/lib/bff/product-api';
import { BASE_PATH } from '@/lib/base-path';
import type { BoardingProblem } from './boarding-problem';

/**
 * Where the card-linking tab goes (app/api/payments/boarding): the provider's page the API
 * answered (only an http(s) address), else the shop's /payments in the shopper's language with
 * the reason. `answer` is a problem already known when the flow was not started.
 */
export function boardingLinkOutcome(
  answer: ProductApiAnswer | BoardingProblem,
  language: 'en' | 'it',
): string {
  const payments = `${BASE_PATH}${language === 'en' ? '' : '/it'}/payments`;
  const back = (problem: BoardingProblem) => `${payments}?boarding=${problem}`;
  if (typeof answer === 'string') return back(answer);
  if (!answer.reached) return back('failed');
  if (answer.status === 401 || answer.status === 403) return back('signIn');
  if (answer.status === 429) return back('tooMany');
  const url = answer.body.responseCode === 0 ? answer.body.data : undefined;
  return typeof url === 'string' && /^https?:\/\//.test(url) ? url : back('failed');
}
