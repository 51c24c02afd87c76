import type { SignetProcess } from './signet-process.js';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

export interface MemoryRow {
  label: string;
  idleMb: number;
  /** The highest any process of the kind reached, per load. */
  peaks: { during: string; mb: number }[];
}

/**
 * Resident memory (VmRSS) per kind of process: at rest before the load (median over the
 * processes) and the highest any of them reached under each load (sampled every 200 ms).
 */
export class MemoryLog {
  private readonly idle = new Map<string, number[]>();
  private readonly peaks = new Map<string, Map<string, number>>();

  async recordIdle(label: string, processes: SignetProcess[]): Promise<void> {
    const sizes = await Promise.all(processes.map((each) => each.rssMb()));
    this.idle.set(label, [...(this.idle.get(label) ?? []), ...sizes.filter((mb) => mb > 0)]);
  }

  /** Samples until the returned function is called; `processes` is read each time (killed workers are replaced). */
  watch(label: string, during: string, processes: () => SignetProcess[]): () => Promise<void> {
    const peaks = this.peaks.get(label) ?? new Map<string, number>();
    this.peaks.set(label, peaks);
    const sample = async () => {
      for (const mb of await Promise.all(processes().map((each) => each.rssMb()))) peaks.set(during, Math.max(peaks.get(during) ?? 0, mb));
    };
    let last = sample();
    const timer = setInterval(() => {
      last = last.then(sample);
    }, 200);
    return async () => {
      clearInterval(timer);
      await last;
    };
  }

  rows(): MemoryRow[] {
    const labels = [...new Set([...this.idle.keys(), ...this.peaks.keys()])];
    return labels.map((label) => ({
      label,
      idleMb: median(this.idle.get(label) ?? []),
      peaks: [...(this.peaks.get(label) ?? new Map<string, number>())].map(([during, mb]) => ({ during, mb })),
    }));
  }
}
