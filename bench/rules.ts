/**
 * Eligibility engine throughput: evaluates 1,000,000 generated cases grouped into people (1–6 cases each),
 * in batches so memory stays bounded. Only the evaluate() calls are timed; generation is not.
 * Prints `<N> cases/s` and the peak resident set size. Run: npm run bench:rules
 */
import { availableParallelism, loadavg } from 'node:os';
import { evaluate, type EvaluateInput } from '@cyr/rules';
// The same generated people as the engine's equivalence test.
import { createPeopleGenerator } from '../packages/rules/test/generated-people';

const TOTAL = Number(process.env.BENCH_CASES ?? 1_000_000);
const BATCH_PEOPLE = 200;

const genPerson = createPeopleGenerator();

let evaluated = 0;
let people = 0;
let elapsedNs = 0n;
let cpuMicros = 0;
let peakRss = process.memoryUsage().rss;
let sink = 0;
while (evaluated < TOTAL) {
  const batch: EvaluateInput[] = [];
  let batchCases = 0;
  while (batch.length < BATCH_PEOPLE && evaluated + batchCases < TOTAL) {
    const p = genPerson();
    batch.push(p);
    batchCases += p.cases.length;
  }
  const c0 = process.cpuUsage();
  const t0 = process.hrtime.bigint();
  for (const p of batch) sink += evaluate(p).decisions.length;
  elapsedNs += process.hrtime.bigint() - t0;
  const c1 = process.cpuUsage(c0);
  cpuMicros += c1.user + c1.system;
  evaluated += batchCases;
  people += batch.length;
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}
if (sink !== evaluated) throw new Error('decision count mismatch');
const seconds = Number(elapsedNs) / 1e9;
const cpuSeconds = cpuMicros / 1e6;
// CPU time is what one core spent in evaluate(); wall time also counts waiting for a shared CPU.
console.log(`${Math.round(evaluated / cpuSeconds)} cases/s (per CPU-second on one core)`);
console.log(
  `${Math.round(evaluated / seconds)} cases/s wall clock (load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores)`,
);
console.log(
  `${evaluated} cases in ${people} people, ${seconds.toFixed(2)} s wall / ${cpuSeconds.toFixed(2)} s CPU in evaluate()`,
);
console.log(`peak memory ${(peakRss / 1024 / 1024).toFixed(0)} MB rss`);
