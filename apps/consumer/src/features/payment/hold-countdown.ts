/** Minutes and seconds left until `deadline` at `now` (both epoch ms), as two-digit texts; zero once passed. */
export function holdCountdown(deadline: number, now: number): { minutes: string; seconds: string; isOver: boolean } {
  const left = Math.max(0, Math.ceil((deadline - now) / 1000));
  const pad = (value: number) => String(value).padStart(2, '0');
  return { minutes: pad(Math.floor(left / 60)), seconds: pad(left % 60), isOver: left === 0 };
}
