/** The shop instances' `/metrics` (Prometheus text), summed over the instances. */
export interface Metrics {
  /** The sum of the series of `name` whose labels include `labels`. */
  sum(name: string, labels?: Record<string, string>): number;
  /** The sum of the series of `name` whose labels pass `keep`. */
  sumWhere(name: string, keep: (labels: Record<string, string>) => boolean): number;
}

const SAMPLE = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})?\s+(\S+)/;
const LABEL = /(\w+)="((?:[^"\\]|\\.)*)"/g;

/** Reads `/metrics` of each instance (from this machine, which needs no token). */
export async function metricsOf(instances: readonly string[]): Promise<Metrics> {
  const samples: { name: string; labels: Record<string, string>; value: number }[] = [];
  for (const url of instances) {
    const text = await (await fetch(`${url}/metrics`)).text();
    for (const line of text.split('\n')) {
      const sample = SAMPLE.exec(line);
      if (sample === null || line.startsWith('#')) continue;
      const labels = Object.fromEntries(
        [...(sample[2] ?? '').matchAll(LABEL)].map((match) => [match[1] ?? '', match[2] ?? '']),
      );
      samples.push({ name: sample[1] ?? '', labels, value: Number(sample[3]) });
    }
  }
  const sumWhere: Metrics['sumWhere'] = (name, keep) =>
    samples
      .filter((sample) => sample.name === name && keep(sample.labels))
      .reduce((sum, sample) => sum + sample.value, 0);
  return {
    sumWhere,
    sum: (name, labels = {}) =>
      sumWhere(name, (own) => Object.entries(labels).every(([key, value]) => own[key] === value)),
  };
}
