/**
 * Keeps Node's event loop alive until the returned function is called; call it once something else keeps the
 * loop alive (a listening server).
 *
 * Why: whenever the loop has nothing left to wait for, Node blocks its main thread until every background task
 * of V8 is done (NodePlatform::DrainTasks) before it runs the next callback. A PGlite start leaves the loop
 * empty between its steps (its queries run in WebAssembly on the main thread, behind promises, with no I/O
 * pending) while V8 compiles Postgres's hot functions with TurboFan in the background: each empty moment made
 * the start wait for those compilations, 0.3–1.2 s of an idle main thread on 2 cores (issue 17). A held timer
 * lets the start go on while they finish on another core.
 */
export function holdEventLoop(): () => void {
  // Never fires in practice; an interval (not a timeout) so a very long start stays held.
  const timer = setInterval(() => undefined, 60_000);
  return () => clearInterval(timer);
}
