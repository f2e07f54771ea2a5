/**
 * Server-Timing (W3C): how long a request waited on its storage, by name (`d1;dur=12.0,
 * stats;dur=3.0`), so that a client or a load run can tell the Worker's own time from D1's and
 * a Durable Object's without access to the server. Durations are wall time around awaited I/O,
 * which is what the Workers clock measures.
 */
export interface ServerTiming {
  /** Runs `work`, adding its duration under `name` (an entry per call). */
  time<T>(name: string, work: () => Promise<T>): Promise<T>;
  /** The header's value; empty when nothing was timed. */
  header(): string;
}

export function serverTiming(): ServerTiming {
  const entries: string[] = [];
  return {
    async time(name, work) {
      const start = performance.now();
      try {
        return await work();
      } finally {
        entries.push(`${name};dur=${(performance.now() - start).toFixed(1)}`);
      }
    },
    header: () => entries.join(', '),
  };
}
