/** The demo databases the browser tests' servers start from (made once a run by support/global-setup.ts). */
export interface DemoSeed {
  /** SEED_DEMO: the demo people and a synthetic county, or an empty (migrated) database. */
  demo: boolean;
  /** SEED_PEOPLE: how many synthetic people beside the demo people. */
  people: number;
}

/** Every SEED_DEMO/SEED_PEOPLE pair a test file starts its server with; another pair builds its own database. */
export const DEMO_SEEDS: readonly DemoSeed[] = [
  { demo: true, people: 50 },
  { demo: true, people: 300 },
  { demo: false, people: 0 },
];

/** Template directory name of a seed. */
export function templateKey(seed: DemoSeed): string {
  return seed.demo ? `demo-${seed.people}` : 'empty';
}

/** Template key → the DATA_DIR holding that database (closed cleanly, so it can be copied). */
export type DataDirTemplates = Record<string, string>;

/** The seed a server started with `env` asks for, as its template key (the server's defaults: demo, 20,000). */
export function seedKeyOf(env: Record<string, string>): string {
  const demo = (env.SEED_DEMO ?? 'true') !== 'false';
  return templateKey({ demo, people: demo ? Number(env.SEED_PEOPLE ?? 20000) : 0 });
}
