import { sql } from 'kysely';
import type { Db } from '.';

/** How often the server measures its clock against the database's again. */
export const CLOCK_SYNC_EVERY_MS = 60_000;
/** A difference from the database's clock worth a warning in the log (it is corrected either way). */
const SKEW_WARN_MS = 5_000;

/**
 * The server's clock, set to the database's. Every instance of the site reads and writes the same rows with
 * times in them (session and token expiries, purges, rate-limit windows, job heartbeats): if each used its own
 * machine's clock, an instance whose clock ran 19 hours ahead purged the live sessions of the others as expired.
 * So the server's clock is the machine's plus the offset to the database's `clock_timestamp()`, measured at boot
 * and every `CLOCK_SYNC_EVERY_MS` (half the round trip counted on each side); every instance then keeps the one
 * time the database keeps. A measurement that fails keeps the last offset.
 */
export class DatabaseClock {
  private offsetMs = 0;

  constructor(
    private readonly db: Db,
    /** The machine's clock (tests give a wrong one). */
    private readonly local: () => number = () => Date.now(),
  ) {}

  /** The database's time now. */
  readonly now = (): Date => new Date(this.local() + this.offsetMs);

  /** How far the machine's clock is behind the database's, in ms (negative: ahead), as last measured. */
  get offset(): number {
    return this.offsetMs;
  }

  /** Measures the offset again; returns it. */
  async sync(): Promise<number> {
    const before = this.local();
    const { rows } = await sql<{
      ms: number | string;
    }>`SELECT (extract(epoch from clock_timestamp()) * 1000)::float8 AS ms`.execute(this.db);
    const after = this.local();
    this.offsetMs = Math.round(Number(rows[0]?.ms ?? 0) - (before + after) / 2);
    return this.offsetMs;
  }

  /**
   * Syncs now and then every `intervalMs` (an unref'd timer); logs once when the machine's clock is off by more
   * than 5 s. Returns a stop function.
   */
  async start(log: { warn(obj: object, msg: string): void }, intervalMs = CLOCK_SYNC_EVERY_MS): Promise<() => void> {
    let warned = false;
    const run = async () => {
      const offset = await this.sync();
      if (Math.abs(offset) > SKEW_WARN_MS && !warned) {
        warned = true;
        log.warn(
          { clockOffsetMs: offset },
          "this machine's clock differs from the database's: the site keeps the database's time",
        );
      }
    };
    await run().catch(() => log.warn({}, "the database's clock could not be read; will retry"));
    const timer = setInterval(() => void run().catch(() => undefined), intervalMs);
    timer.unref();
    return () => clearInterval(timer);
  }
}
