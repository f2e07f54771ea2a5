// Redocly CLI's recommended rules (warnings as errors, redocly.yaml) on the OpenAPI document the
// Worker serves, through the same code as `npm run lint:openapi`.
import { describe, expect, it } from 'vitest';
import { redoclyLint } from '../../scripts/redocly-lint.ts';
import { openApiDocument } from '../../worker/contract.ts';

interface LintReport {
  totals: { errors: number; warnings: number; ignored: number };
  problems: { ruleId: string; message: string; location: { pointer: string }[] }[];
}

function lint(document: unknown): { status: number | null; report: LintReport } {
  const run = redoclyLint(document, ['--format=json'], 'pipe');
  return { status: run.status, report: JSON.parse(run.stdout) as LintReport };
}

const problemsOf = (report: LintReport) =>
  report.problems.map(
    (p) => `${p.ruleId}: ${p.message} at ${p.location.map((l) => l.pointer).join(', ')}`,
  );

describe('redocly lint', () => {
  it('passes the recommended rules without a warning or an ignore', () => {
    const { status, report } = lint(openApiDocument());
    expect(problemsOf(report)).toEqual([]);
    expect(report.totals).toEqual({ errors: 0, warnings: 0, ignored: 0 });
    expect(status).toBe(0);
  });

  it('fails a document with the defects issue 14 found (no security, an unused component)', () => {
    const document = structuredClone(openApiDocument()) as {
      security?: unknown;
      components: { schemas: Record<string, unknown> };
    };
    delete document.security;
    document.components.schemas.Unused = { type: 'string' };
    const { status, report } = lint(document);
    expect(new Set(report.problems.map((p) => p.ruleId))).toEqual(
      new Set(['security-defined', 'no-unused-components']),
    );
    expect(status).not.toBe(0);
  });
});
