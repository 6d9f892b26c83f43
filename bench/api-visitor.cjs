/**
 * autocannon's `setupClient` for bench/api.ts. autocannon runs in a worker thread (so the server's event loop
 * serves requests and nothing else), and a worker can load a function only from a file. Each connection
 * gets the next visitor's headers (their own session token and address) from BENCH_VISITORS, which
 * bench/api.ts sets before starting autocannon.
 */
const visitors = JSON.parse(process.env.BENCH_VISITORS || '[]');
let next = 0;

module.exports = function setupClient(client) {
  client.setHeaders(visitors[next++ % visitors.length] || {});
};
