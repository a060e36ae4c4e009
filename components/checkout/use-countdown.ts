'use client';

import { useEffect, useEffectEvent, useState } from 'react';

const secondsUntil = (deadline: string, now: number) =>
  Math.max(0, Math.ceil((new Date(deadline).getTime() - now) / 1000));

/**
 * Whole seconds left until `deadline` (ISO 8601), read from the clock every second (so a tab that
 * slept shows the truth when it wakes); `onDone` runs once when it reaches 0.
 */
export function useCountdown(deadline: string, onDone: () => void): number {
  const [left, setLeft] = useState(() => secondsUntil(deadline, Date.now()));
  const done = useEffectEvent(onDone);

  useEffect(() => {
    const tick = () => {
      const seconds = secondsUntil(deadline, Date.now());
      setLeft(seconds);
      if (seconds === 0) {
        window.clearInterval(timer);
        done();
      }
    };
    const timer = window.setInterval(tick, 1000);
    tick();
    return () => window.clearInterval(timer);
  }, [deadline]);

  return left;
}

/** '14:32': minutes and seconds. */
export function formatCountdown(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The minute marks a screen reader hears about (besides the start): not every second, nor every minute. */
const ANNOUNCED_MINUTES = [10, 5, 2, 1];

/**
 * The minutes a polite live region says: the whole minutes at the start, then 10, 5, 2 and 1 as
 * the time passes them. It changes only at those marks, so the region speaks a handful of times.
 */
export function announcedMinutes(secondsLeft: number, startSeconds: number): number {
  const start = Math.ceil(startSeconds / 60);
  const now = Math.ceil(secondsLeft / 60);
  const marks = [start, ...ANNOUNCED_MINUTES.filter((mark) => mark < start)];
  return marks.filter((mark) => mark >= now).reduce((smallest, mark) => Math.min(smallest, mark), start);
}
