// The phases of `npm test`, run one after another so that the two cores of a CI machine are never
// asked for more than two things at once (each phase's tasks run at most two at a time).

/** Turborepo tasks of each phase, in order: fast static checks first, the slow browser tests last. */
export const TEST_PHASES = [
  { name: 'typecheck + lint', tasks: ['typecheck', 'lint'] },
  { name: 'unit + integration', tasks: ['test'] },
  { name: 'builds, budgets, Storybook, browser', tasks: ['build', 'budget', 'build-storybook', 'e2e'] },
];

/**
 * The closing table of a test run: one row per step that ran (`{ name, seconds, ok }`), then the total,
 * e.g. 'unit + integration      142 s  ok'.
 */
export function formatPhaseTimings(steps) {
  const width = Math.max(...steps.map((step) => step.name.length), 'total'.length);
  const row = (name, seconds, result) => `${name.padEnd(width)}  ${String(Math.round(seconds)).padStart(4)} s${result ? `  ${result}` : ''}`;
  const total = steps.reduce((sum, step) => sum + step.seconds, 0);
  return [...steps.map((step) => row(step.name, step.seconds, step.ok ? 'ok' : 'FAILED')), row('total', total)].join('\n');
}
