import cluster from 'node:cluster';
import { randomUUID } from 'node:crypto';
import { AggregatorRegistry } from 'prom-client';

// WORKERS=n (src/cluster.ts): a scrape reaches one worker, which asks the primary for every worker's metrics
// added up (docs/decisions/062). Apart from http/metrics.ts so the primary loads prom-client and nothing else.

const request = 'portal:metrics-request';
const answer = 'portal:metrics-answer';

/** Asks the cluster's primary for every worker's metrics added up (src/cluster.ts answers). */
export function clusterMetrics(): Promise<string> {
  return new Promise((resolve, reject) => {
    const id = randomUUID();
    const timer = setTimeout(() => {
      process.off('message', listen);
      reject(new Error('the cluster primary did not answer with the metrics'));
    }, 5_000);
    function listen(message: unknown) {
      const reply = message as { type?: string; id?: string; text?: string; error?: string };
      if (reply?.type !== answer || reply.id !== id) return;
      clearTimeout(timer);
      process.off('message', listen);
      if (reply.error !== undefined) reject(new Error(reply.error));
      else resolve(reply.text ?? '');
    }
    process.on('message', listen);
    process.send?.({ type: request, id });
  });
}

/**
 * Answers a worker's request for the cluster's metrics, in the primary: prom-client asks every worker for
 * its registry and adds them up (counters summed, gauges by each metric's aggregator).
 */
export function answerClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: { type?: string; id?: string }) => {
    if (message?.type !== request) return;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: answer, id: message.id, text }),
      (err: unknown) => worker.send({ type: answer, id: message.id, error: String(err) }),
    );
  });
}
