import cluster, { type Worker } from 'node:cluster';

/**
 * WORKERS > 1 (docs/operations.md "Several processes"): this process starts that many server processes on its
 * port and stays to watch them. node:cluster shares the listening socket, and each new connection goes to the
 * next worker in turn. Every worker is the whole server — its own pool, caches and catalogue index — and keeps
 * nothing another one needs, as separate processes behind a proxy do.
 *
 * - A worker that stops after it served is started again (a second later).
 * - A worker that stops before it ever served (a wrong setting, the database unreachable) stops the start, as
 *   one process would: its error is on the console, and this process exits with its code.
 * - SIGINT and SIGTERM reach every worker, which shut down gracefully; this process exits once they all have.
 */
export function runWorkers(count: number, exec: string): void {
  cluster.setupPrimary({ exec });
  const live = new Set<Worker>();
  const served = new WeakSet<Worker>();
  let ready = 0;
  let closing = false;

  const fork = () => {
    const worker = cluster.fork();
    live.add(worker);
    worker.on('listening', () => {
      served.add(worker);
      if (++ready === count) console.log(`Bayi: ${count} workers serve on one port.`);
    });
  };

  const stop = (signal: NodeJS.Signals) => {
    closing = true;
    // A Ctrl+C in a terminal reaches the workers too; a second signal is a no-op to one already closing.
    for (const worker of live) worker.process.kill(signal);
    // The workers force their own exit after 10 s; this is the last resort should one hang before that.
    setTimeout(() => process.exit(1), 15_000).unref();
  };

  cluster.on('exit', (worker, code, signal) => {
    live.delete(worker);
    if (!closing && !served.has(worker)) {
      console.error(`Bayi: a worker stopped before it served (${signal ?? `exit code ${code}`}); stopping.`);
      process.exitCode = code || 1;
      stop('SIGTERM');
    } else if (!closing) {
      console.error(`Bayi: worker ${worker.process.pid} stopped (${signal ?? `exit code ${code}`}); starting another.`);
      setTimeout(() => {
        if (!closing) fork();
      }, 1_000).unref();
    }
    if (closing && live.size === 0) process.exit();
  });

  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  console.log(`Bayi: starting ${count} workers…`);
  for (let i = 0; i < count; i++) fork();
}
