/**
 * Worker threads of the API (the county report, the import's COPY, the datasets page): their modules are
 * TypeScript, run by tsx wherever the API runs (npm scripts, vitest).
 */

/** The worker module `name` beside the module at `from` (`import.meta.url`): `.ts` under tsx, `.js` once built. */
export function workerModule(name: string, from: string): URL {
  return new URL(`./${name}${from.endsWith('.ts') ? '.ts' : '.js'}`, from);
}

/** Worker threads inherit the loader flags of `tsx`; under another runner (vitest) the worker loads tsx itself. */
export function workerExecArgv(worker: URL): string[] {
  const argv = process.execArgv;
  if (!worker.pathname.endsWith('.ts') || argv.some((a) => a.includes('tsx'))) return argv;
  return [...argv, '--import', import.meta.resolve('tsx')];
}
