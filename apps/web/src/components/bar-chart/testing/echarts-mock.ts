import { vi } from 'vitest';

// A stand-in for echarts/core in jsdom (no canvas): records when the module is first loaded,
// the parts registered and every chart's options. Use it with
//   vi.mock('echarts/core', async () => (await import('<path>/testing/echarts-mock')).echartsCore());

export const echartsSeen = {
  loaded: vi.fn(),
  registered: [] as unknown[],
  options: [] as unknown[],
  disposed: vi.fn(),
};

/** The mocked module: `use` and `init` as the chart module calls them. */
export function echartsCore() {
  echartsSeen.loaded();
  return {
    use: (parts: unknown[]) => echartsSeen.registered.push(...parts),
    init: () => ({
      setOption: (option: unknown) => echartsSeen.options.push(option),
      resize: vi.fn(),
      dispose: echartsSeen.disposed,
    }),
  };
}
