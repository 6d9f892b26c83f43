/**
 * Eligibility engine throughput: evaluates 1,000,000 generated cases grouped into people (1–6 cases each),
 * in batches so memory stays bounded. Only the CPU time of the evaluate() calls is measured (process.cpuUsage),
 * never wall time: on a shared machine wall time counts waiting for a CPU. Prints cases per CPU-second, the load
 * average it ran under, and the peak resident set size; exits 1 below the floor of 100,000 cases per CPU-second
 * (packages/rules/README.md). Run: npm run bench:rules
 */
import { availableParallelism, loadavg } from 'node:os';
import { evaluate, type EvaluateInput } from '@cyr/rules';
// The same generated people as the engine's equivalence test.
import { createPeopleGenerator } from '../packages/rules/test/generated-people';

const TOTAL = Number(process.env.BENCH_CASES ?? 1_000_000);
const BATCH_PEOPLE = 200;
/** The engine must evaluate at least this many cases per CPU-second (packages/rules/README.md). */
const FLOOR_CASES_PER_CPU_SECOND = 100_000;

const genPerson = createPeopleGenerator();

let evaluated = 0;
let people = 0;
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
  for (const p of batch) sink += evaluate(p).decisions.length;
  const c1 = process.cpuUsage(c0);
  cpuMicros += c1.user + c1.system;
  evaluated += batchCases;
  people += batch.length;
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}
if (sink !== evaluated) throw new Error('decision count mismatch');
const cpuSeconds = cpuMicros / 1e6;
const rate = Math.round(evaluated / cpuSeconds);
// CPU time is what the process spent in evaluate(), whatever else the machine was doing; the load average says
// how busy it was (a busy machine still slows CPU time a little through caches and frequency).
console.log(`${rate} cases per CPU-second (floor ${FLOOR_CASES_PER_CPU_SECOND})`);
console.log(`${evaluated} cases in ${people} people, ${cpuSeconds.toFixed(2)} CPU-seconds in evaluate()`);
console.log(`load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores`);
console.log(`peak memory ${(peakRss / 1024 / 1024).toFixed(0)} MB rss`);
if (rate < FLOOR_CASES_PER_CPU_SECOND) {
  console.error(`below the floor of ${FLOOR_CASES_PER_CPU_SECOND} cases per CPU-second`);
  process.exitCode = 1;
}
