import type { Reporter, TestCase, TestModule, TestSpecification } from 'vitest/node';

/**
 * A line of progress every 30 seconds while a vitest run lasts (`npm test` runs the unit and browser suites side by
 * side, and a PDF or browser file can run for a minute without its reporter printing): how long the run has gone, how
 * many files of how many have ended, and how many tests passed and failed so far. Added next to the run's own
 * reporter (vitest.config.ts, e2e/vitest.config.ts); it prints nothing else.
 */
export class ProgressReporter implements Reporter {
  private timer: NodeJS.Timeout | undefined;
  private started = 0;
  private files = 0;
  private filesDone = 0;
  private passed = 0;
  private failed = 0;

  constructor(
    private readonly label: string,
    private readonly everyMs = 30_000,
    private readonly write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
    private readonly now: () => number = Date.now,
  ) {}

  onTestRunStart(specifications: ReadonlyArray<TestSpecification>): void {
    this.started = this.now();
    this.files = specifications.length;
    this.filesDone = this.passed = this.failed = 0;
    clearInterval(this.timer);
    this.timer = setInterval(() => this.write(this.line()), this.everyMs);
    this.timer.unref();
  }

  onTestModuleEnd(_module: TestModule): void {
    this.filesDone += 1;
  }

  onTestCaseResult(testCase: TestCase): void {
    const { state } = testCase.result();
    if (state === 'passed') this.passed += 1;
    else if (state === 'failed') this.failed += 1;
  }

  onTestRunEnd(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** e.g. `[unit] 2m30s: 45 of 168 files ended, 1204 tests passed, 0 failed`. */
  line(): string {
    const seconds = Math.round((this.now() - this.started) / 1000);
    const elapsed = `${Math.floor(seconds / 60)}m${String(seconds % 60).padStart(2, '0')}s`;
    return `[${this.label}] ${elapsed}: ${this.filesDone} of ${this.files} files ended, ${this.passed} tests passed, ${this.failed} failed`;
  }
}
