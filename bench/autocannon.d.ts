// autocannon ships no types and @types/autocannon is not installed; only what load.ts and reads.ts use.
declare module 'autocannon' {
  type Histogram = { average: number; mean: number; stddev: number; min: number; max: number; p50: number; p99: number };

  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
  };

  type Result = {
    /** seconds the run took, to the hundredth */
    duration: number;
    requests: Histogram & { total: number };
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '1xx': number;
    '2xx': number;
    '3xx': number;
    '4xx': number;
    '5xx': number;
  };

  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
  export type { Options, Result };
}
