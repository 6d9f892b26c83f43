/**
 * autocannon's `setupClient` for bench/county.ts (autocannon runs in a worker thread, which loads a function
 * only from a file). Each connection is one visitor: their own session token and address (BENCH_VISITORS),
 * and after every answer the next person to look up (BENCH_LOOKUPS: names and dates of birth sampled from
 * the imported data), so the lookups spread over the county instead of one cached name.
 */
const visitors = JSON.parse(process.env.BENCH_VISITORS || '[]');
const lookups = JSON.parse(process.env.BENCH_LOOKUPS || '[]');
let nextVisitor = 0;
let nextLookup = 0;
const body = () => lookups[nextLookup++ % lookups.length] || '{}';

module.exports = function setupClient(client) {
  client.setHeadersAndBody(visitors[nextVisitor++ % visitors.length] || {}, body());
  client.on('response', () => client.setBody(body()));
};
