/**
 * A small Prometheus registry of our own (text exposition format 0.0.4): counters, gauges and
 * histograms with labels, and gauges read when scraped. No dependency: what we need is a page of
 * code, and a library would bring its own default metrics and global state.
 */

type Labels = Record<string, string>;

interface Family {
  name: string;
  help: string;
  type: 'counter' | 'gauge' | 'histogram';
  /** The sample lines, read at each scrape. */
  lines(): string[];
}

const escapeLabel = (value: string) => value.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/"/g, '\\"');

function labelText(labels: Labels, extra?: [string, string]): string {
  const pairs = Object.entries(labels);
  if (extra) pairs.push(extra);
  if (pairs.length === 0) return '';
  return `{${pairs.map(([k, v]) => `${k}="${escapeLabel(v)}"`).join(',')}}`;
}

const keyOf = (labels: Labels) => JSON.stringify(Object.entries(labels).sort(([a], [b]) => (a < b ? -1 : 1)));

/** A number as Prometheus writes it (`+Inf`, no exponent surprises for integers). */
const numberText = (value: number) =>
  value === Infinity ? '+Inf' : value === -Infinity ? '-Inf' : Number.isNaN(value) ? 'NaN' : String(value);

export interface Counter {
  inc(labels?: Labels, by?: number): void;
}

export interface Gauge {
  set(value: number, labels?: Labels): void;
}

export interface Histogram {
  observe(value: number, labels?: Labels): void;
}

export interface Registry {
  counter(name: string, help: string): Counter;
  gauge(name: string, help: string): Gauge;
  /** A gauge whose samples are read when scraped. */
  collectedGauge(name: string, help: string, read: () => { labels?: Labels; value: number }[]): void;
  histogram(name: string, help: string, buckets: readonly number[]): Histogram;
  /** Every family in the text format, ending with a newline. */
  text(): string;
}

export function createRegistry(): Registry {
  const families: Family[] = [];
  const add = (family: Family) => {
    if (families.some((f) => f.name === family.name)) throw new Error(`metric ${family.name} registered twice`);
    families.push(family);
  };

  function valueFamily(name: string, help: string, type: 'counter' | 'gauge') {
    const values = new Map<string, { labels: Labels; value: number }>();
    add({
      name,
      help,
      type,
      lines: () => [...values.values()].map(({ labels, value }) => `${name}${labelText(labels)} ${numberText(value)}`),
    });
    return values;
  }

  return {
    counter(name, help) {
      const values = valueFamily(name, help, 'counter');
      return {
        inc(labels = {}, by = 1) {
          const key = keyOf(labels);
          const held = values.get(key);
          if (held) held.value += by;
          else values.set(key, { labels, value: by });
        },
      };
    },
    gauge(name, help) {
      const values = valueFamily(name, help, 'gauge');
      return { set: (value, labels = {}) => void values.set(keyOf(labels), { labels, value }) };
    },
    collectedGauge(name, help, read) {
      add({
        name,
        help,
        type: 'gauge',
        lines: () => read().map(({ labels = {}, value }) => `${name}${labelText(labels)} ${numberText(value)}`),
      });
    },
    histogram(name, help, buckets) {
      const bounds = [...buckets].sort((a, b) => a - b);
      const series = new Map<string, { labels: Labels; counts: number[]; sum: number; count: number }>();
      add({
        name,
        help,
        type: 'histogram',
        lines: () =>
          [...series.values()].flatMap(({ labels, counts, sum, count }) => [
            ...bounds.map((bound, i) => `${name}_bucket${labelText(labels, ['le', numberText(bound)])} ${counts[i]}`),
            `${name}_bucket${labelText(labels, ['le', '+Inf'])} ${count}`,
            `${name}_sum${labelText(labels)} ${numberText(sum)}`,
            `${name}_count${labelText(labels)} ${count}`,
          ]),
      });
      return {
        observe(value, labels = {}) {
          const key = keyOf(labels);
          let held = series.get(key);
          if (!held) series.set(key, (held = { labels, counts: bounds.map(() => 0), sum: 0, count: 0 }));
          // Cumulative buckets: every bucket at or above the value counts it.
          for (let i = 0; i < bounds.length; i++) if (value <= bounds[i]!) held.counts[i]!++;
          held.sum += value;
          held.count++;
        },
      };
    },
    text() {
      return families
        .map((f) =>
          [
            `# HELP ${f.name} ${f.help.replace(/\\/g, '\\\\').replace(/\n/g, '\\n')}`,
            `# TYPE ${f.name} ${f.type}`,
            ...f.lines(),
          ].join('\n'),
        )
        .join('\n')
        .concat('\n');
    },
  };
}
