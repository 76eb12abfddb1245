import type { Reporter, TestModule } from 'vitest/node';

/**
 * Adds one plain closing line, `vitest: N passed, N failed[, N skipped]`, after vitest's own
 * report, so that CI logs say in one line what ran.
 */
export default class SummaryLineReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') counts.passed++;
        else if (state === 'failed') counts.failed++;
        else counts.skipped++;
      }
    }
    const skipped = counts.skipped ? `, ${counts.skipped} skipped` : '';
    console.log(`\nvitest: ${counts.passed} passed, ${counts.failed} failed${skipped}`);
  }
}
