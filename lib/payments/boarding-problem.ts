/** Why /payments?boarding= came back instead of the provider's page; the page says it in words. */
export const BOARDING_PROBLEMS = ['signIn', 'tooMany', 'failed'] as const;
export type BoardingProblem = (typeof BOARDING_PROBLEMS)[number];

/** The problem the address's query names, or null (anything else is ignored). */
export function boardingProblemOf(query: string): BoardingProblem | null {
  const value = new URLSearchParams(query).get('boarding');
  return BOARDING_PROBLEMS.find((problem) => problem === value) ?? null;
}
