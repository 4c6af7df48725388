// Loader hook for Lighthouse 12.2.3, the last line that runs on Node 20. Its trace engine reads
// `chrome_frame_reporter.frame_sequence` from every PipelineReporter event; Debian's current Chromium emits some
// without it, the read throws, and six audits (LCP element, layout shifts, render-blocking…) turn into errors.
// Such an event cannot date a screenshot anyway: it is skipped. Applied in memory; node_modules stays as
// installed.
const FILE = '/trace/handlers/ScreenshotsHandler.js';
const READ = 'evt.args.data.beginEvent.args.chrome_frame_reporter.frame_sequence';

export async function load(url, context, nextLoad) {
  const result = await nextLoad(url, context);
  if (!url.endsWith(FILE)) return result;
  const source = String(result.source);
  if (!source.includes(READ))
    throw new Error(`trace-engine-fix: ${FILE} changed; check whether the fix is still needed`);
  return {
    ...result,
    source: source.replace(READ, `evt.args.data.beginEvent.args.chrome_frame_reporter?.frame_sequence`),
  };
}
